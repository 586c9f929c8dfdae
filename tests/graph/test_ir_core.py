"""The IR core (msgraph/ir): structured node arguments, use lists, the builder, analyses, printer."""
import numpy as np
import pytest

import msgraph as ms
from msgraph import ops
from msgraph.common.aval import Aval
from msgraph.compiler import CompileOptions, lower
from msgraph.ir.analysis import clone_block, free_values, last_uses, node_reads
from msgraph.ir.builder import CURRENT, Builder, current_builder, flat_grads, node_args
from msgraph.ir.nodes import Block, Const, Graph, Node, Struct, Value, flatten_args, map_arg
from msgraph.ir.printer import format_graph

F32 = Aval((3,), np.float32)


def _prim(name):
    from msgraph.ops.registry import OPS, prim

    return prim(OPS[name])


def test_map_arg_walks_nested_structures_and_keeps_constants():
    x, y = Value(F32, "x"), Value(F32, "y")
    c = Const(2.0)
    arg = ((x, [y, 3]), {"k": c, "axis": (0, 1)}, "s")
    assert flatten_args([arg]) == [x, y, c]
    names = map_arg(arg, lambda v: v.name if isinstance(v, Value) else v.value)
    assert names == (("x", ["y", 3]), {"k": 2.0, "axis": (0, 1)}, "s")
    axis = (0, 1)
    assert map_arg(axis, lambda v: 1 / 0) is axis      # nothing to map: the same object


def test_structured_node_keeps_its_arguments_and_use_lists():
    x, y, z = Value(F32, "x"), Value(F32, "y"), Value(F32, "z")
    n = Node(_prim("Concat"), [(x, y), 0], [Aval((6,), np.float32)])
    assert n.inputs == [x, y] and n.structured_args
    assert n in x.users and n in y.users
    assert node_args(n, ["a", "b"]) == [("a", "b"), 0]
    n.replace_input(y, z)
    assert n.args == [(x, z), 0] and n not in y.users and n in z.users
    n.set_inputs([z, x])                      # same count: the structure stays
    assert n.args == [(z, x), 0]
    assert n.args_spec == "[(<input>, <input>), 0]"
    plain = Node(_prim("Add"), [x, y], [F32])
    assert not plain.structured_args and plain.args_spec is None and plain.args == plain.inputs


def test_flat_grads_is_the_inverse_of_node_args():
    x, y, w = Value(F32, "x"), Value(F32, "y"), Value(F32, "w")
    n = Node(_prim("Concat"), [(x, y), 0], [Aval((6,), np.float32)])
    assert flat_grads(n, [("gx", "gy"), None]) == ["gx", "gy"]
    assert flat_grads(n, [None, None]) == [None, None]
    m = Node(_prim("Add"), [x, w], [F32])
    assert flat_grads(m, ["a", "b"]) == ["a", "b"]


def test_replace_all_uses_with_goes_through_the_use_list():
    x, y = Value(F32, "x"), Value(F32, "y")
    a = Node(_prim("Neg"), [x], [F32])
    b = Node(_prim("Add"), [x, x], [F32])
    x.replace_all_uses_with(y, where=lambda u: u is not a)
    assert a.inputs == [x] and b.inputs == [y, y]
    assert x.users == [a] and y.users == [b, b]      # one entry per use
    x.replace_all_uses_with(Const(1.0))
    assert isinstance(a.inputs[0], Const) and x.users == []


def test_builder_block_context_manager_restores_on_error():
    outer = Block()
    b = Builder(outer)
    inner = Block()
    with pytest.raises(ZeroDivisionError):
        with b.block(inner) as blk:
            assert blk is inner and b.current is inner
            1 / 0
    assert b.blocks == [outer]
    with b.active():
        assert current_builder() is b
        v = b.materialize(np.float32(2.5))
    assert CURRENT.builder is None or CURRENT.builder is not b
    assert v.node.name == "Identity" and outer.nodes == [v.node]


def test_free_values_clone_and_last_uses():
    x, y = Value(F32, "x"), Value(F32, "y")
    p = Value(F32, "p")
    inner = Node(_prim("Concat"), [(p, x), 0], [Aval((6,), np.float32)])
    blk = Block([p], [inner], [inner.outputs[0], y])
    assert free_values(blk) == [x, y]
    outer = Node(Struct.CUSTOM_BPROP, [x], [Aval((6,), np.float32), F32], blocks=[blk])
    assert node_reads(outer) == [x, x, y]
    mapping = {}
    copy = clone_block(blk, mapping)
    (cn,) = copy.nodes
    assert cn.args[0][1] is x and cn.args[0][0] is copy.params[0] and cn.args[1] == 0
    assert copy.results[0] is cn.outputs[0]
    top = Block([x], [Node(_prim("Neg"), [x], [F32])])
    n2 = Node(_prim("Neg"), [top.nodes[0].outputs[0]], [F32])
    top.nodes.append(n2)
    top.results = [n2.outputs[0]]
    assert last_uses(top) == {1: [top.nodes[0].outputs[0]]}


def _loop(x):
    i = 0
    while x < 10.0:
        x = x * 2.0
        i = i + 1
    return x, i


def test_printer_shows_graph_results_once():
    graph = lower(_loop, [ms.Tensor(np.float32(1.0))], {}, CompileOptions("O1"))
    text = format_graph(graph, with_loc=False)
    lines = text.splitlines()
    assert lines[-2].startswith("  return (")
    assert not any(line.startswith("  yield") for line in lines)      # the graph's results: return only
    assert any(line.strip().startswith("yield") for line in lines)     # the loop's blocks still yield


def test_structured_args_survive_the_pipeline():
    @ms.jit
    def f(x, y):
        return ops.concat((x * 2.0, y), 0).sum(0)

    x = np.arange(3, dtype=np.float32)
    y = np.ones(3, np.float32)
    out = f(ms.Tensor(x), ms.Tensor(y))
    np.testing.assert_allclose(out.asnumpy(), np.concatenate([x * 2, y]).sum(0))
