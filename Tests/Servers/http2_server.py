"""A small HTTP/2 server over TLS for the transport tests, standard library only.

    python3 http2_server.py CERT KEY [PROTOCOL ...]

offers the ALPN protocols given (default: h2 http/1.1), prints its port on the first line,
and exits when its standard input closes, or after two minutes. A connection that picks h2
speaks HTTP/2 (http2_connection.py); any other HTTP/1.1. Every request is answered with JSON
saying what carried it (answers.py).
"""
import os
import socket
import ssl
import sys
import threading

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
import answers  # noqa: E402
import http2_connection  # noqa: E402


def serve(sock, number):
    try:
        sock.settimeout(10)
        sock.do_handshake()
        if sock.selected_alpn_protocol() == "h2":
            http2_connection.Connection(sock, number).run()
        else:
            answers.serve_http1(sock, number)
    except (OSError, ssl.SSLError, ValueError):
        pass
    finally:
        sock.close()


def main():
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(sys.argv[1], sys.argv[2])
    context.set_alpn_protocols(sys.argv[3:] or ["h2", "http/1.1"])
    listener = socket.create_server(("127.0.0.1", 0))
    threading.Thread(target=lambda: (sys.stdin.read(), os._exit(0)), daemon=True).start()
    threading.Timer(120, lambda: os._exit(0)).start()
    print(listener.getsockname()[1], flush=True)
    number = 0
    while True:
        raw, _ = listener.accept()
        number += 1
        sock = context.wrap_socket(raw, server_side=True, do_handshake_on_connect=False)
        threading.Thread(target=serve, args=(sock, number), daemon=True).start()


if __name__ == "__main__":
    main()
