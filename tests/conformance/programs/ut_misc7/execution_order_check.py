"""mindspore.utils.runtime_execution_order_check (MindSpore 2.10): the offline check of the ranks'
communication execution orders.  rank_<id>/execute_order/comm_execute_order.csv files are parsed into
ExecuteOrder rows, turned into cross-rank keys (collective, Send/Receive, rooted broadcast, n-th repeat),
validated and searched for a cycle; argument errors of RankFolderParser and comm_exec_order_check."""
import os
import tempfile
from mindspore.utils import runtime_execution_order_check, comm_exec_order_check
from mindspore.utils.runtime_execution_order_check import (RankFolderParser, ExecuteOrder, modify_execute_orders,
                                                           detect_cycle_in_graph, parse_and_validate)
from _conf import emit, emit_error

MODES = ("pynative",)

HEADER = ("index,group,comm_rank,primitive,src_rank,dest_rank,root_rank,input_shape,input_type,output_shape,"
          "output_type,input_size,output_size\n")
ROWS = {
    "0": ["1,g,0 1,AllGather,,,,[2],F32,[4],F32,8,16", "2,g,0 1,Send,0,1,,[3],F32,,,12,",
          "3,g,0 1,Broadcast,,,0,[2],F32,[2],F32,8,8", "4,g,0 1,AllGather,,,,[2],F32,[4],F32,8,16"],
    "1": ["1,g,0 1,AllGather,,,,[2],F32,[4],F32,8,16", "2,g,0 1,Broadcast,,,0,[2],F32,[2],F32,8,8",
          "3,g,0 1,Receive,0,1,,,,[3],F32,,12", "4,g,0 1,AllGather,,,,[2],F32,[4],F32,8,16"],
    "10": ["1,h,10,ReduceScatter,,,,[4],F32,[4],F32,16,16"],
}


def error_class(fn, *args):
    try:
        fn(*args)
    except Exception as exc:   # the messages hold temporary paths: compare the class and its first words
        return [type(exc).__name__, " ".join(str(exc).split()[:3])]
    return "no error"


with tempfile.TemporaryDirectory() as root:
    for rank, rows in ROWS.items():
        folder = os.path.join(root, f"rank_{rank}", "execute_order")
        os.makedirs(folder)
        with open(os.path.join(folder, "comm_execute_order.csv"), "w") as f:
            f.write(HEADER + "\n".join(rows) + "\n")
    os.makedirs(os.path.join(root, "other"))
    parsed = RankFolderParser(root).parse()
    emit("parsed_ranks", sorted(parsed))
    emit("parsed_rows", [[o.index, o.primitive, o.comm_rank, o.src_rank, o.dest_rank, o.root_rank, o.input_shape,
                          o.output_shape] for o in parsed["0"]])
    keys = modify_execute_orders(parsed)
    emit("keys", [keys[r] for r in sorted(keys)])
    path, edges = detect_cycle_in_graph(keys)      # where the cycle starts depends on the ranks' parse order
    emit("cycle", [len(path), path[0] == path[-1], sorted(set(path)), sorted(edges)])
    emit("validate", parse_and_validate(keys))
    emit("check_returns", runtime_execution_order_check(root))
    emit("check_one_rank", runtime_execution_order_check(os.path.join(root, "rank_1")))
    two = RankFolderParser([os.path.join(root, "rank_1"), os.path.join(root, "rank_0")])
    emit("parser_list", [[os.path.relpath(p, root) for p in two.folders], sorted(two.parse())])
    emit("parser_duplicate", error_class(RankFolderParser, [root, os.path.join(root, "rank_0")]))
    emit("parse_duplicate", error_class(lambda: RankFolderParser([root, os.path.join(root, "rank_0")]).parse()))
    emit("parser_no_rank", error_class(RankFolderParser, os.path.join(root, "other")))
    emit("parser_missing", error_class(RankFolderParser, os.path.join(root, "absent")))
    emit("parser_relative", error_class(RankFolderParser, "rank_0"))
    os.makedirs(os.path.join(root, "rank_7"))            # a rank folder without its file: nothing is parsed
    emit("parsed_incomplete", RankFolderParser(root).parse())

emit("keys_literal", modify_execute_orders({
    "3": [ExecuteOrder(index="1", group="w", comm_rank="0 1 2 3", primitive="AllReduce"),
          ExecuteOrder(index="2", group="p", comm_rank="2 3", primitive="Send", src_rank="3", dest_rank="2",
                       input_shape="[1, 2]"),
          ExecuteOrder(index="3", group="p", comm_rank="2 3", primitive="Receive", src_rank="2", dest_rank="3",
                       output_shape="[5]"),
          ExecuteOrder(index="4", group="w", comm_rank="0 1 2 3", primitive="AllReduce")]}))
emit("cycles", [list(detect_cycle_in_graph(m)) for m in (
    {"1": ["A", "B", "C"], "2": ["C", "D", "E"], "3": ["E", "A"]},
    {"1": ["A", "B", "C"], "2": ["D", "E", "D"]},
    {"1": ["A", "B"], "2": ["B", "C"], "3": ["C", "B"]},
    {"1": ["A", "A"]}, {"1": ["A"]}, {},
    {str(r): list("ABCDEFG") for r in range(6)})])
emit_error("action_type", comm_exec_order_check, 1)
emit_error("action_value", comm_exec_order_check, "begin")
