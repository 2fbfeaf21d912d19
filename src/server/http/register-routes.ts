import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { defineRegister } from '@/domain/contracts/register';
import type { TenantContext } from '@/server/auth/tenant-context';
import type { RegisterQuery } from '@/server/db/register-page';
import { type ListExport, registerCsvExport } from './csv-export';
import { registerContract } from './register-contract';

type RegisterContracts = ReturnType<
  typeof defineRegister<z.ZodType<RegisterQuery>, z.ZodType, z.ZodType | undefined>
>;

type Read<Input, Reply> = (tenant: TenantContext, input: Input) => Promise<Reply>;

/** What a register's routes do: read a page and a record, export, remove. */
export interface RegisterHandlers<Contracts extends RegisterContracts, Row> {
  list: Read<RegisterQuery, z.output<Contracts['list']['reply']>>;
  detail?: Read<
    string,
    Contracts['detail'] extends { reply: infer Detail extends z.ZodType } ? z.output<Detail> : never
  >;
  export: ListExport<Row, RegisterQuery>;
  remove: (tenant: TenantContext, id: string) => Promise<void>;
}

/**
 * The routes of a register (Settled Claims, Denied Claims, Replacement Devices) from its contracts
 * (`defineRegister`): its list, its CSV export, a record, a delete.
 */
export function registerRoutes<Contracts extends RegisterContracts, Row>(
  app: FastifyInstance,
  contracts: Contracts,
  handlers: RegisterHandlers<Contracts, Row>,
): void {
  const { list, detail, remove } = contracts;
  // Generic over the register, TypeScript cannot follow the parsed query's type here; the list's schema parsed it.
  registerContract(app, list, (request) => handlers.list(request.tenant, request.query as RegisterQuery));
  registerCsvExport(app, list.export, handlers.export);
  const read = handlers.detail;
  if (detail && read) registerContract(app, detail, (request) => read(request.tenant, request.params.id));
  registerContract(app, remove, (request) => handlers.remove(request.tenant, request.params.id));
}
