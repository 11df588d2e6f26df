package svc.local;

import java.lang.reflect.Field;
import java.util.Arrays;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import software.amazon.dynamodb.services.local.main.ServerRunner;
import software.amazon.dynamodb.services.local.server.DynamoDBProxyServer;

/**
 * Runs DynamoDB Local (AWS's own emulator) for the laptop stack, on loopback only.
 *
 * <p>Usage: {@code DynamoDBLocalLauncher <host> <DynamoDB Local options...>}, the options being
 * those of its own main class {@code ServerRunner} ({@code -port}, {@code -sharedDb},
 * {@code -dbPath}, ...). The server is built by {@code ServerRunner}'s own factory; the only
 * difference from its main is the listen address: DynamoDB Local has no option for it and
 * otherwise listens on every interface, without checking request signatures. Telemetry is never
 * configured, so none is sent. SIGTERM stops the server (and closes its database) cleanly.
 */
public final class DynamoDBLocalLauncher {
  private DynamoDBLocalLauncher() {}

  public static void main(String[] args) throws Exception {
    if (args.length < 1) {
      System.err.println("usage: DynamoDBLocalLauncher <host> [DynamoDB Local options...]");
      System.exit(2);
    }
    String host = args[0];
    String[] options = Arrays.copyOfRange(args, 1, args.length);

    DynamoDBProxyServer proxy = ServerRunner.createServerFromCommandLineArgs(options);
    Field field = DynamoDBProxyServer.class.getDeclaredField("server");
    field.setAccessible(true);
    Server jetty = (Server) field.get(proxy);
    for (Connector connector : jetty.getConnectors()) {
      ((ServerConnector) connector).setHost(host);
    }

    Runtime.getRuntime()
        .addShutdownHook(
            new Thread(
                () -> {
                  try {
                    proxy.stop();
                  } catch (Exception e) {
                    System.err.println("DynamoDB Local did not stop cleanly: " + e);
                  }
                },
                "dynamodb-local-shutdown"));

    // safeStart: a bind failure ends the process with an error instead of a message.
    proxy.safeStart();
    System.out.printf("DynamoDB Local listening on %s:%d%n", host, ((ServerConnector) jetty.getConnectors()[0]).getLocalPort());
    proxy.join();
  }
}
