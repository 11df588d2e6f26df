/** A real server that laptop mode runs on loopback, outliving the Node process that started it. */
export interface LocalService {
  /** Also the folder name under localstack/.state/ (pid file, log, data). */
  name: string;
  port: number;
  url: string;
  /** Idempotent; downloads are cached under localstack/.cache/ so a repeat needs no network. */
  install(): Promise<void>;
  /**
   * Installs if needed, reuses a copy that already answers on the port, otherwise starts one
   * detached and resolves once it really answers requests.
   */
  start(): Promise<void>;
  /** Stops the copy recorded in the pid file (its whole process group); no-op when none runs. */
  stop(): Promise<void>;
  /** True when the service answers a real request on its port. */
  isUp(): Promise<boolean>;
}

/**
 * Where one copy of a service lives: the shared copy by default, or a private one (tests start
 * those to freeze and kill them) on its own port with its own folder under localstack/.state.
 */
export interface ServiceInstance {
  /** Defaults to the service's well-known port. */
  port?: number;
  /** Folder under localstack/.state (pid file, log, data); defaults to the service's name. */
  name?: string;
}
