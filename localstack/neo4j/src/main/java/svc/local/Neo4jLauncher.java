package svc.local;

import java.nio.file.Path;
import java.util.concurrent.CountDownLatch;
import java.time.Duration;
import org.neo4j.configuration.GraphDatabaseInternalSettings;
import org.neo4j.configuration.GraphDatabaseSettings;
import org.neo4j.configuration.connectors.BoltConnector;
import org.neo4j.configuration.connectors.BoltConnectorInternalSettings;
import org.neo4j.configuration.helpers.SocketAddress;
import org.neo4j.dbms.api.DatabaseManagementService;
import org.neo4j.dbms.api.DatabaseManagementServiceBuilder;
import org.neo4j.io.ByteUnit;

/**
 * Runs embedded Neo4j Community with only the Bolt connector, for the laptop stack.
 *
 * <p>Usage: {@code Neo4jLauncher <homeDir> <host> <port> <pageCacheMiB>}. Authentication is
 * disabled: the server listens on loopback only. SIGTERM shuts the databases down cleanly.
 */
public final class Neo4jLauncher {
  private Neo4jLauncher() {}

  public static void main(String[] args) throws InterruptedException {
    if (args.length != 4) {
      System.err.println("usage: Neo4jLauncher <homeDir> <host> <port> <pageCacheMiB>");
      System.exit(2);
    }
    Path home = Path.of(args[0]).toAbsolutePath();
    String host = args[1];
    int port = Integer.parseInt(args[2]);
    long pageCacheMiB = Long.parseLong(args[3]);

    DatabaseManagementService dbms =
        new DatabaseManagementServiceBuilder(home)
            .setConfig(BoltConnector.enabled, true)
            .setConfig(BoltConnector.listen_address, new SocketAddress(host, port))
            .setConfig(BoltConnector.advertised_address, new SocketAddress(host, port))
            .setConfig(BoltConnector.encryption_level, BoltConnector.EncryptionLevel.DISABLED)
            .setConfig(GraphDatabaseSettings.auth_enabled, false)
            .setConfig(GraphDatabaseSettings.pagecache_memory, ByteUnit.mebiBytes(pageCacheMiB))
            .setConfig(GraphDatabaseSettings.udc_enabled, false)
            // Not 256 MB of preallocated transaction log per database on a laptop.
            .setConfig(GraphDatabaseSettings.preallocate_logical_logs, false)
            .setConfig(GraphDatabaseSettings.logical_log_rotation_threshold, ByteUnit.mebiBytes(32))
            // Bolt otherwise idles ~10 s in graceful shutdown; a local dev server need not.
            .setConfig(BoltConnectorInternalSettings.thread_pool_shutdown_wait_time, Duration.ofSeconds(1))
            .setConfig(BoltConnectorInternalSettings.connection_shutdown_wait_time, Duration.ofSeconds(1))
            .setConfig(GraphDatabaseInternalSettings.netty_server_shutdown_quiet_period, 0)
            .setConfig(GraphDatabaseInternalSettings.netty_server_shutdown_timeout, Duration.ofSeconds(1))
            .build();

    CountDownLatch stopped = new CountDownLatch(1);
    Runtime.getRuntime()
        .addShutdownHook(
            new Thread(
                () -> {
                  System.out.println("Neo4jLauncher: shutting down");
                  dbms.shutdown();
                  System.out.println("Neo4jLauncher: stopped");
                  stopped.countDown();
                },
                "neo4j-shutdown"));

    // Opening the default database makes startup failures surface here, not on first query.
    dbms.database(GraphDatabaseSettings.DEFAULT_DATABASE_NAME);
    System.out.println("Neo4jLauncher: Bolt listening on " + host + ":" + port + ", home " + home);
    stopped.await();
  }
}
