# The Spark job behind scripts/spark-example, and the one a cluster's spark-submit runs: stat-agg as the mapper of
# RDD.pipe over the lines of FILE (`stat-agg QUERY --emit-state`, one process a partition), then the partial states
# added up by `stat-agg merge`, so the answer is byte for byte what `stat-agg QUERY < FILE` prints. Several queries
# share one Spark session (one JVM start), each its own Spark job over the same input.
# Usage: spark_stat_agg.py [--master URL] [--partitions N] [--stat-agg CMD] FILE [--] [SUBCOMMAND [ARG…]]
#        spark_stat_agg.py [--master URL] [--partitions N] [--stat-agg CMD] --queries LIST --output-dir DIR FILE
# The first form prints the answer on stdout; the second reads LIST, one query a line in shell words
# (`peers --min-games 1`), and writes the Kth query's answer to DIR/K.ndjson and its Spark job's wall seconds to
# DIR/K.seconds. Exit status: 0 all answered, 1 a query or Spark failed (the answers of the others are written),
# 64 usage. On a cluster, with the binary shipped to every executor's working directory:
#   spark-submit --master yarn --files stat-agg spark_stat_agg.py --stat-agg ./stat-agg hdfs:///matches -- heroes
import argparse
import os
import re
import shlex
import subprocess
import sys
import time
from typing import NoReturn

from pyspark import SparkConf, SparkContext

PROGRAM = "spark_stat_agg"


def fail(message: str, status: int) -> NoReturn:
    print(f"{PROGRAM}: {message}", file=sys.stderr)
    sys.exit(status)


def parse_arguments() -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog=PROGRAM,
        description="stat-agg over FILE on Spark: --emit-state as the mapper of RDD.pipe, stat-agg merge after.")
    parser.add_argument("--master", help="Spark master URL, such as local[2]; spark-submit's --master otherwise")
    parser.add_argument("--partitions", type=int, metavar="N",
                        help="at least this many partitions (Hadoop splits a large file at its block size too); "
                             "Spark's default otherwise")
    parser.add_argument("--stat-agg", default="stat-agg", metavar="CMD",
                        help="the stat-agg binary, on PATH or by path (./stat-agg when shipped with --files)")
    parser.add_argument("--queries", metavar="LIST", help="a file of queries, one a line in shell words")
    parser.add_argument("--output-dir", metavar="DIR", help="where the answers of --queries go, as K.ndjson")
    parser.add_argument("file", metavar="FILE", help="NDJSON match records: a path or URL Spark's textFile reads")
    parser.add_argument("query", nargs=argparse.REMAINDER, metavar="SUBCOMMAND [ARG…]",
                        help="one stat-agg query (default: heroes)")
    arguments = parser.parse_args()
    if arguments.query[:1] == ["--"]:
        arguments.query = arguments.query[1:]
    if arguments.partitions is not None and arguments.partitions < 1:
        fail(f"--partitions must be 1 or more, not {arguments.partitions}", 64)
    if (arguments.queries is None) != (arguments.output_dir is None):
        fail("--queries and --output-dir go together: the answers of a list of queries are files", 64)
    if arguments.queries is not None:
        if arguments.query:
            fail(f"give queries in --queries {arguments.queries} or after FILE, not both", 64)
        try:
            with open(arguments.queries, encoding="utf-8") as lines:
                arguments.query_list = [shlex.split(line) for line in lines if line.strip()]
        except (OSError, ValueError) as error:
            fail(f"--queries {arguments.queries}: {error}", 64)
        if not arguments.query_list:
            fail(f"--queries {arguments.queries} holds no query", 64)
        try:
            os.makedirs(arguments.output_dir, exist_ok=True)
        except OSError as error:
            fail(f"--output-dir {arguments.output_dir}: {error.strerror}", 64)
    else:
        arguments.query_list = [arguments.query or ["heroes"]]
    return arguments


def empty_state(stat_agg: str, query: list[str]) -> bytes:
    """The query's state of no input, which merge adds up to the answer of none. Asked for before Spark starts, so a
    query stat-agg refuses fails the run at once (the merge on this driver needs the binary anyway), not once per
    task under Spark's stack traces."""
    try:
        run = subprocess.run([stat_agg, *query, "--emit-state"], stdin=subprocess.DEVNULL, stdout=subprocess.PIPE)
    except OSError as error:
        fail(f"cannot run --stat-agg {stat_agg}: {error.strerror}", 64)
    if run.returncode:
        fail(f"stat-agg refuses the query `{shlex.join(query)}` (exit status {run.returncode}; its message is above)",
             64)
    return run.stdout


def pipe_failure(error: Exception) -> str:
    """Spark's error in a line: the mapper's exit status when that was it (stat-agg said why, above), else the
    first line of the Java exception (Py4J's own first line only names the call that failed)."""
    exited = re.search(r"PIPE_FUNCTION_EXITED\].*?exited with error code (-?\d+)", str(error))
    if exited:
        return f"the mapper exited with status {exited.group(1)} on a partition (stat-agg's message is above)"
    java_exception = getattr(error, "java_exception", None)
    text = java_exception.toString() if java_exception is not None else str(error)
    return next((line.strip() for line in text.splitlines() if line.strip()), type(error).__name__)


def answer(context, arguments: argparse.Namespace, query: list[str], empty: bytes) -> tuple[bytes, float] | None:
    """The answer of one query and its Spark job's wall seconds, or None after saying on stderr why there is none."""
    described = shlex.join(["stat-agg", *query])
    mapper = shlex.join([arguments.stat_agg, *query, "--emit-state"])
    started = time.monotonic()
    records = context.textFile(arguments.file, arguments.partitions)
    # RDD.pipe starts its command with the environment it is handed, an empty one by default: PATH is the driver's,
    # which in local mode is the executors'. Without checkCode it ignores the exit status; with it a mapper that
    # failed fails its task instead of passing off a short state as the whole partition's.
    states = records.pipe(mapper, env={"PATH": os.environ.get("PATH", os.defpath)}, checkCode=True)
    try:
        # States are small (one line per key: hero, peer, week, bucket), so the driver collects them, in partition
        # order with each state's entries after its header as merge needs, and runs merge itself. Merging inside
        # Spark would take .repartition(1), a shuffle; .coalesce(1) without one pulls every mapper into the single
        # merge task, to run one after another.
        collected = states.collect()
    except Exception as error:
        print(f"{PROGRAM}: {described} over {arguments.file}: {pipe_failure(error)}", file=sys.stderr)
        return None
    # An empty FILE has no partitions, so no states: merge then gets the state of no input rather than nothing.
    states_in = "".join(line + "\n" for line in collected).encode() if collected else empty
    merge = subprocess.run([arguments.stat_agg, "merge"], input=states_in, stdout=subprocess.PIPE)
    if merge.returncode != 0:
        print(f"{PROGRAM}: {described}: stat-agg merge of {len(collected)} state lines exited with status "
              f"{merge.returncode} (its message is above)", file=sys.stderr)
        return None
    seconds = time.monotonic() - started
    print(f"{PROGRAM}: {described}: {records.getNumPartitions()} partitions, {seconds:.2f} s", file=sys.stderr)
    return merge.stdout, seconds


def main() -> None:
    arguments = parse_arguments()
    empty_states = [empty_state(arguments.stat_agg, query) for query in arguments.query_list]
    # Only the answer goes to stdout: everything started from here on (the JVM, whose stdout PySpark leaves
    # inherited) sees stderr as its stdout.
    answer_out = os.fdopen(os.dup(sys.stdout.fileno()), "wb")
    os.dup2(sys.stderr.fileno(), sys.stdout.fileno())

    # Spark's INFO and WARN lines say how it set itself up; a user of this needs its errors.
    conf = SparkConf().setAppName(PROGRAM)
    conf.set("spark.ui.enabled", "false").set("spark.ui.showConsoleProgress", "false").set("spark.log.level", "ERROR")
    if arguments.master:
        conf.setMaster(arguments.master)
    started = time.monotonic()
    context = SparkContext(conf=conf)
    print(f"{PROGRAM}: Spark {context.version} started in {time.monotonic() - started:.2f} s", file=sys.stderr)
    failed = 0
    try:
        for number, (query, empty) in enumerate(zip(arguments.query_list, empty_states), start=1):
            result = answer(context, arguments, query, empty)
            if result is None:
                failed += 1
                continue
            text, seconds = result
            if arguments.output_dir is None:
                try:
                    answer_out.write(text)
                    answer_out.flush()
                except BrokenPipeError:
                    # A reader that stopped early (`| head`) is no failure, as for stat-agg itself.
                    os.dup2(os.open(os.devnull, os.O_WRONLY), answer_out.fileno())
                continue
            with open(os.path.join(arguments.output_dir, f"{number}.ndjson"), "wb") as out:
                out.write(text)
            with open(os.path.join(arguments.output_dir, f"{number}.seconds"), "w") as out:
                out.write(f"{seconds:.2f}\n")
    finally:
        context.stop()
        # A JVM PySpark launched ends once its stdin closes, on its own time; waiting for it here means none outlives
        # the run or writes into scratch space being deleted. Under spark-submit the JVM is the parent: there is none.
        jvm = getattr(SparkContext._gateway, "proc", None)
        if jvm is not None:
            jvm.stdin.close()
            try:
                jvm.wait(timeout=60)
            except subprocess.TimeoutExpired:
                print(f"{PROGRAM}: Spark's JVM (pid {jvm.pid}) did not end a minute after its stdin closed; killed",
                      file=sys.stderr)
                jvm.kill()
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
