import { Injectable } from '@nestjs/common';
import { holdExpiredMessage, STALL_HOLD_MINUTES, stallHeldMessage } from '@kandy-park/domain';
import { isConstraintViolation, PG_UNIQUE_VIOLATION } from '../common/database-errors';
import { ConflictError } from '../common/domain-error';
import type { Executor } from '../database/database';
import { StallTakenError } from './stall-errors';
import { hashAccessToken, isAccessTokenShaped, issueAccessToken } from '../common/access-token';
import { clientKey } from '../common/request-keys';
import { StallAllocationService } from './stall-allocation.service';
import type { HeldStallsResponse, StallHoldResponse } from './stall-holds.dto';
import { StallHoldsRepository } from './stall-holds.repository';

export const HOLD_MINUTES = STALL_HOLD_MINUTES;

export class StallHeldError extends ConflictError {
  constructor(stallId: string) {
    super(stallHeldMessage(stallId), 'STALL_HELD');
  }
}

export class HoldExpiredError extends ConflictError {
  constructor(stallId: string) {
    super(holdExpiredMessage(stallId), 'HOLD_EXPIRED');
  }
}

/**
 * A visitor's 10-minute hold on the stall they chose, so nobody else takes it while they fill in the form. Holds
 * are only between visitors: staff booking a stall never look at them.
 */
@Injectable()
export class StallHoldsService {
  constructor(
    private readonly holds: StallHoldsRepository,
    private readonly stalls: StallAllocationService,
  ) {}

  async held(): Promise<HeldStallsResponse> {
    return { heldStalls: await this.holds.heldStallIds() };
  }

  /**
   * Holds `stallId` for the visitor, letting go of the hold their token had and of any hold from their client
   * address `clientIp`: one stall at a time per visitor and per address, so a stranger cannot hold the whole plan.
   */
  async hold(stallId: string, holdToken: string | undefined, clientIp: string): Promise<StallHoldResponse> {
    const stall = this.stalls.resolveStall({ stallId });
    const token = holdToken && isAccessTokenShaped(holdToken) ? holdToken : issueAccessToken().token;
    const tokenHash = hashAccessToken(token);
    const clientAddress = clientKey(clientIp);
    try {
      const row = await this.holds.transaction(async (tx) => {
        await this.holds.lockClientHolds(clientAddress, tx);
        await this.holds.deleteExpired(tx);
        if ((await this.stalls.takenStallIds(tx)).has(stall.stallId)) throw new StallTakenError();
        await this.holds.deleteByTokenOrClient(tokenHash, clientAddress, tx);
        return this.holds.insert({ stallId: stall.stallId, tokenHash, clientAddress }, HOLD_MINUTES, tx);
      });
      return {
        stallId: row.stallId,
        holdToken: token,
        expiresAt: row.expiresAt.toISOString(),
        message: `Stall ${row.stallId} is held for you for ${HOLD_MINUTES} minutes.`,
      };
    } catch (error) {
      if (isConstraintViolation(error, PG_UNIQUE_VIOLATION)) throw new StallHeldError(stall.stallId);
      throw error;
    }
  }

  /**
   * Inside a visitor's rental transaction: the hold must be theirs (when they send its token) or nobody's. On
   * success the hold is used up.
   */
  async useHold(stallId: string, holdToken: string | undefined, tx: Executor): Promise<void> {
    const hold = await this.holds.activeHold(stallId, tx);
    if (holdToken !== undefined) {
      if (!hold || !isAccessTokenShaped(holdToken) || hold.tokenHash !== hashAccessToken(holdToken)) {
        throw new HoldExpiredError(stallId);
      }
    } else if (hold) {
      throw new StallHeldError(stallId);
    }
    await this.holds.deleteForStall(stallId, tx);
  }
}
