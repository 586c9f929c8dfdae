"""The fusion pass: golden before/after IR, and interpreter equivalence (incl. hypothesis programs)."""
import textwrap

import numpy as np
import pytest

import msgraph as ms
from msgraph import ops
from msgraph.common.aval import Aval
from msgraph.compiler import CompileOptions, lower
from msgraph.frontend.symbolic import Sym
from msgraph.ir.builder import Builder
from msgraph.ir.interpreter import interpret
from msgraph.ir.nodes import Graph, Struct, Value
from msgraph.ir.printer import format_graph
from msgraph.ir.verify import verify
from msgraph.passes.fuse import Fuse
from msgraph.passes.manager import pipeline

F32 = np.float32


def _prepared(fn, arrays, level="O1"):
    """Lower ``fn`` and run the ``level`` pipeline up to (not including) fusion."""
    graph = lower(fn, [ms.Tensor(a) for a in arrays], {}, CompileOptions(level))
    for p in pipeline(level):
        if isinstance(p, Fuse):
            continue
        p.run(graph)
    return graph


def _same(before, after):
    assert len(before) == len(after)
    for a, b in zip(before, after):
        a, b = np.asarray(a), np.asarray(b)
        assert a.dtype == b.dtype and a.shape == b.shape
        np.testing.assert_array_equal(a, b)


def _fuse_and_check(graph, inputs, aggressive=False, params=()):
    before = interpret(graph, inputs, params)
    changed = Fuse(aggressive=aggressive).run(graph)
    assert verify(graph) == [], format_graph(graph)
    after = interpret(graph, inputs, params)
    _same(before[0], after[0])
    _same(before[1], after[1])
    return changed


def _fused_nodes(graph):
    return [n for n in graph.walk() if n.op is Struct.FUSED]


def _text(graph):
    return format_graph(graph, with_loc=False)


# ---------------------------------------------------------------------------------------
# Golden before/after
# ---------------------------------------------------------------------------------------
def w1(x):
    # (0.25: Tensor operators take a Python float as a float32 immediate, so 0.3 would print as 0.30000001192092896)
    return ops.relu(x * 1.5 + 0.25) * ops.sigmoid(x) + ops.tanh(x) * 0.5


def test_golden_elementwise_chain():
    g = _prepared(w1, [np.ones(8, F32)])
    assert _text(g) == textwrap.dedent("""\
        graph w1(%arg0: Float32[8]) {
          %0: Float32[8] = Muls(%arg0, 1.5)
          %1: Float32[8] = AddExt(%0, 0.25)
          %2: Float32[8] = ReLU(%1)
          %3: Float32[8] = Sigmoid(%arg0)
          %4: Float32[8] = Mul(%2, %3)
          %5: Float32[8] = Tanh(%arg0)
          %6: Float32[8] = Muls(%5, 0.5)
          %7: Float32[8] = AddExt(%4, %6)
          return %7
        }""")
    _fuse_and_check(g, [np.linspace(-3, 3, 8, dtype=F32)])
    assert _text(g) == textwrap.dedent("""\
        graph w1(%arg0: Float32[8]) {
          %0: Float32[8] = fused(%arg0) { (%arg0.1) ->
            %1: Float32[8] = Muls(%arg0.1, 1.5)
            %2: Float32[8] = AddExt(%1, 0.25)
            %3: Float32[8] = ReLU(%2)
            %4: Float32[8] = Sigmoid(%arg0.1)
            %5: Float32[8] = Mul(%3, %4)
            %6: Float32[8] = Tanh(%arg0.1)
            %7: Float32[8] = Muls(%6, 0.5)
            %8: Float32[8] = AddExt(%5, %7)
            yield %8
          }
          return %0
        }""")


def barrier(x, b):
    y = x * 2.0 + b            # fused with the next line: broadcast bias
    z = ops.exp(y)
    s = ops.reduce_sum(z, 1)   # a reduction is not elementwise: stays outside at O1
    return s * 3.0, y


def test_golden_barrier_and_broadcast_keeps_locations():
    g = _prepared(barrier, [np.ones((2, 3), F32), np.ones(3, F32)])
    _fuse_and_check(g, [np.arange(6, dtype=F32).reshape(2, 3) / 6, np.ones(3, F32)])
    assert _text(g) == textwrap.dedent("""\
        graph barrier(%arg0: Float32[2,3], %arg1: Float32[3]) {
          %y: Float32[2,3], %z: Float32[2,3] = fused(%arg0, %arg1) { (%arg0.1, %arg1.1) ->
            %0: Float32[2,3] = Muls(%arg0.1, 2.0)
            %y.1: Float32[2,3] = AddExt(%0, %arg1.1)
            %z.1: Float32[2,3] = Exp(%y.1)
            yield %y.1, %z.1
          }
          %s: Float32[2] = ReduceSum<keep_dims=False>(%z)
          %1: Float32[2] = Muls(%s, 3.0)
          return (%1, %y)
        }""")
    fused = _fused_nodes(g)[0]
    lines = [m.loc.line for m in fused.blocks[0].nodes]
    assert fused.loc.line == lines[0] and lines[-1] == lines[0] + 1   # members keep their own lines
    assert "barrier" in fused.loc.filename or fused.loc.filename.endswith("test_fuse.py")


def barrier_max(x, b):
    y = x * 2.0 + b
    z = ops.exp(y)
    s = ops.ReduceMax()(z, 1)  # exact in any order: sinks into the group at O2
    return s * 3.0, y


def test_golden_o2_reduction_sink():
    g = _prepared(barrier_max, [np.ones((2, 3), F32), np.ones(3, F32)], level="O2")
    _fuse_and_check(g, [np.arange(6, dtype=F32).reshape(2, 3) / 6, np.ones(3, F32)], aggressive=True)
    # the reduction is accumulated inside the group, so z is no longer stored at all
    assert _text(g) == textwrap.dedent("""\
        graph barrier_max(%arg0: Float32[2,3], %arg1: Float32[3]) {
          %y: Float32[2,3], %s: Float32[2] = fused(%arg0, %arg1) { (%arg0.1, %arg1.1) ->
            %0: Float32[2,3] = Muls(%arg0.1, 2.0)
            %y.1: Float32[2,3] = AddExt(%0, %arg1.1)
            %z: Float32[2,3] = Exp(%y.1)
            %s.1: Float32[2] = ReduceMax<keep_dims=False>(%z)
            yield %y.1, %s.1
          }
          %1: Float32[2] = Muls(%s, 3.0)
          return (%1, %y)
        }""")
    fused = _fused_nodes(g)
    assert len(fused) == 1 and fused[0].attrs.get("_reductions")
    # the reduction's reader (s * 3.0) stays outside: a reduction is final only after the loop
    assert [n.name for n in g.block.nodes] == ["fused", "Muls"]


def test_o2_float_sum_keeps_its_op():
    """A float ReduceSum keeps its op definition's summation order (MindSpore's bit for bit) at O2 too: it does
    not sink into the group, whose loop would accumulate in another order (adapt37gk)."""
    g = _prepared(barrier, [np.ones((2, 3), F32), np.ones(3, F32)], level="O2")
    _fuse_and_check(g, [np.arange(6, dtype=F32).reshape(2, 3) / 6, np.ones(3, F32)], aggressive=True)
    fused = _fused_nodes(g)
    assert len(fused) == 1 and not fused[0].attrs.get("_reductions")
    assert [n.name for n in g.block.nodes] == ["fused", "ReduceSum", "Muls"]


# ---------------------------------------------------------------------------------------
# Ordering, effects, control flow, bprops
# ---------------------------------------------------------------------------------------
def with_print(x):
    a = x * 2.0
    ops.print_(a)              # reads a: the group holding a must be placed before the print
    b = a + 1.0
    c = b * b
    return c


def test_effect_reader_closes_group(capsys):
    g = _prepared(with_print, [np.ones(3, F32)])
    _fuse_and_check(g, [np.ones(3, F32)])
    names = [n.name for n in g.block.nodes]
    assert names.index("Print") < len(names) - 1
    # Muls(x, 2) alone before the print (not fused), the rest fused after it
    assert names == ["Muls", "Print", "fused"]
    capsys.readouterr()


def loops(x, y):
    t = x * 3.0 + 1.0          # read inside the loop: this group closes before the while
    while ops.reduce_sum(x) < 20.0:
        x = ops.tanh(x) * 0.5 + x * 1.5 + t * 0.25
    if ops.reduce_sum(y) > 0.0:
        y = ops.exp(y) - 1.0
    else:
        y = y * y + 2.0
    return x + y, t - 1.0


def test_nested_blocks_fuse_and_outer_readers():
    g = _prepared(loops, [np.ones(4, F32), np.ones(4, F32)])
    _fuse_and_check(g, [np.full(4, 0.5, F32), np.array([1, -2, 3, -4], F32)])
    fused = _fused_nodes(g)
    assert len(fused) >= 4
    whiles = [n for n in g.block.nodes if n.op is Struct.WHILE]
    body = whiles[0].blocks[1]
    assert any(n.op is Struct.FUSED for n in body.nodes)
    # inputs = [1, -2, 3, -4] has negative sum, so the else branch; try the other one as well
    g2 = _prepared(loops, [np.ones(4, F32), np.ones(4, F32)])
    _fuse_and_check(g2, [np.full(4, 0.5, F32), np.array([1, 2, 3, 4], F32)])


def grad_prog(x, w):
    def f(x, w):
        return ops.reduce_sum(ops.tanh(x * w + 0.5) * ops.sigmoid(x))
    return ms.grad(f, grad_position=(0, 1))(x, w)


def test_bprop_elementwise_parts_fuse():
    x = np.linspace(-1, 1, 6, dtype=F32).reshape(2, 3)
    w = np.full((2, 3), 0.7, F32)
    g = _prepared(grad_prog, [x, w])
    n_before = len(list(g.walk()))
    _fuse_and_check(g, [x, w])
    fused = _fused_nodes(g)
    assert fused and len(list(g.walk())) > n_before - 1
    # The backward chain (tanh' * sigmoid ...) lands in fused groups too.
    member_names = {m.name for f in fused for m in f.blocks[0].nodes}
    assert {"Mul", "Sub"} <= member_names or {"Mul", "Add"} <= member_names


def test_parameters_and_writes():
    class Net(ms.nn.Cell):
        def __init__(self):
            super().__init__()
            self.w = ms.Parameter(ms.Tensor(np.full(3, 0.5, F32)), name="w")

        def construct(self, x):
            y = x * self.w + 1.0
            ops.assign(self.w, self.w - y * 0.1)
            return y * 2.0

    net = Net()
    graph = lower(net, [ms.Tensor(np.ones(3, F32))], {}, CompileOptions("O1"))
    for p in pipeline("O1"):
        if not isinstance(p, Fuse):
            p.run(graph)
    _fuse_and_check(graph, [np.arange(3, dtype=F32)], params=[np.full(3, 0.5, F32)])
    assert _fused_nodes(graph)


def test_not_fused_weak_float16_and_singletons():
    def f(x, h):
        a = x + 1.0            # singleton: nothing to fuse with
        b = h * 2.0 + h        # float16: left to numpy
        return ops.reduce_sum(a), b
    g = _prepared(f, [np.ones(3, F32), np.ones(3, np.float16)])
    assert not Fuse().run(g)
    assert not _fused_nodes(g)


# --- BroadcastTo as a member --------------------------------------------------------------
def bcast_scaled(x, y):       # a mean's gradient: (N, C, 1, 1) broadcast over the image, scaled, masked
    return ops.relu(ops.broadcast_to(x, (2, 3, 4, 5)) * 0.5 - y)


def bcast_exported(x, y):     # the broadcast array is also a result: the group stores it
    b = ops.broadcast_to(x, (2, 3, 4, 5))
    return b * y, b


def bcast_rank(x, y):         # a lower-rank input, broadcast over new leading axes
    return ops.broadcast_to(x, (2, 3, 4, 5)) + y


_BCAST_CASES = [(bcast_scaled, (2, 3, 1, 1), np.float32), (bcast_exported, (2, 1, 4, 1), np.float32),
                (bcast_rank, (4, 1), np.float32), (bcast_rank, (3, 1, 5), np.int32)]


@pytest.mark.parametrize("case", range(len(_BCAST_CASES)))
def test_broadcast_to_joins_a_group(case):
    fn, xs, dt = _BCAST_CASES[case]
    x = (np.arange(int(np.prod(xs))) - 3).astype(dt).reshape(xs)
    y = np.linspace(-2, 2, 120).astype(dt).reshape(2, 3, 4, 5)
    g = _prepared(fn, [x, y])
    _fuse_and_check(g, [x, y])
    (fused,) = _fused_nodes(g)
    assert "BroadcastTo" in {m.name for m in fused.blocks[0].nodes}
    assert tuple(fused.inputs[0].aval.shape) == xs        # the kernel reads the unbroadcast array


@pytest.mark.parametrize("case", range(len(_BCAST_CASES)))
def test_broadcast_member_kernel_equals_pynative(case):
    """The Numba kernel reads the member's input with the broadcast index: PyNative's values bit for bit."""
    pytest.importorskip("numba")
    from msgraph.codegen import backend

    fn, xs, dt = _BCAST_CASES[case]
    x = ms.Tensor((np.arange(int(np.prod(xs))) * 0.75 - 3).astype(dt).reshape(xs))
    y = ms.Tensor(np.linspace(-2, 2, 120).astype(dt).reshape(2, 3, 4, 5))
    with backend.sync_compile():
        g = ms.jit(fn)
        got = g(x, y)
    assert "BroadcastTo" in g.get_source() and "@njit" in g.get_source()   # the member is in a kernel
    want = fn(x, y)
    for a, b in zip(got if isinstance(got, tuple) else (got,), want if isinstance(want, tuple) else (want,)):
        a, b = a.asnumpy(), b.asnumpy()
        assert a.dtype == b.dtype and a.shape == b.shape and a.tobytes() == b.tobytes()


def test_broadcast_to_alone_or_float16_is_left():
    def alone(x):
        return ops.broadcast_to(x, (2, 3, 4))

    def half(x, y):
        return ops.broadcast_to(x, (2, 3, 4)) * y

    g = _prepared(alone, [np.ones((3, 1), F32)])
    assert not Fuse().run(g)
    g = _prepared(half, [np.ones((3, 1), np.float16), np.ones((2, 3, 4), np.float16)])
    assert not Fuse().run(g)


def test_pipeline_levels():
    names = lambda lvl: [p.name for p in pipeline(lvl)]  # noqa: E731
    assert "fuse" not in " ".join(names("O0"))
    assert names("O1")[-1] == "fuse"
    assert names("O2")[-1] == "fuse_aggressive"


# ---------------------------------------------------------------------------------------
# Hypothesis: random elementwise programs compute the same before and after fusion
# ---------------------------------------------------------------------------------------
hypothesis = pytest.importorskip("hypothesis")
from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

SHAPES = [(3, 4), (4,), (3, 1), ()]
UNARY = ["neg", "abs", "tanh", "sigmoid", "square", "relu", "exp_clip"]
BINARY = ["add", "sub", "mul", "maximum", "minimum", "select_gt"]
BARRIERS = ["sum_keep", "transpose2", "sum_all"]


def _apply(op, a, b, c):
    if op == "neg":
        return ops.neg(a)
    if op == "abs":
        return ops.abs(a)
    if op == "tanh":
        return ops.tanh(a)
    if op == "sigmoid":
        return ops.sigmoid(a)
    if op == "square":
        return ops.square(a)
    if op == "relu":
        return ops.relu(a)
    if op == "exp_clip":
        return ops.exp(ops.clip_by_value(a, -5.0, 5.0))
    if op == "add":
        return a + b
    if op == "sub":
        return a - b
    if op == "mul":
        return a * b
    if op == "maximum":
        return ops.maximum(a, b)
    if op == "minimum":
        return ops.minimum(a, b)
    if op == "select_gt":
        return ops.select(ops.greater(a, b), a, b * c) if isinstance(c, (int, float)) else ops.select(
            ops.greater(a, b), a, b)
    if op == "sum_keep":
        return ops.reduce_sum(a, -1, keep_dims=True) if len(a.shape) else a * 1.5
    if op == "transpose2":
        return ops.transpose(a, (1, 0)) + 0.0 if len(a.shape) == 2 else a - 0.5
    if op == "sum_all":
        return ops.reduce_sum(a) * 0.5
    raise AssertionError(op)


@st.composite
def programs(draw):
    n_in = draw(st.integers(1, 3))
    in_shapes = [draw(st.sampled_from(SHAPES[:3])) for _ in range(n_in)]
    dtype = draw(st.sampled_from([np.float32, np.float64]))
    steps = []
    for _ in range(draw(st.integers(1, 12))):
        kind = draw(st.sampled_from(["u", "b", "b", "x"]))
        op = draw(st.sampled_from({"u": UNARY, "b": BINARY, "x": BARRIERS}[kind]))
        i = draw(st.integers(0, 100))
        j = draw(st.integers(0, 100))
        const = draw(st.one_of(st.none(), st.floats(-2, 2, allow_nan=False, width=32)))
        steps.append((op, i, j, const))
    outs = draw(st.lists(st.integers(0, 100), min_size=1, max_size=3))
    return in_shapes, dtype, steps, outs


def _build(in_shapes, dtype, steps, outs):
    g = Graph("h")
    with Builder(g.block).active():
        vals = []
        for k, s in enumerate(in_shapes):
            v = Value(Aval(s, dtype), f"x{k}")
            g.params.append(v)
            vals.append(Sym(v))
        for op, i, j, const in steps:
            a = vals[i % len(vals)]
            bb = const if const is not None else vals[j % len(vals)]
            try:
                r = _apply(op, a, bb, const if const is not None else 1.0)
            except (ValueError, TypeError, ms.errors.MsGraphError):
                continue
            vals.append(r)
        res = [vals[o % len(vals)] for o in outs]
        g.block.results = [r.value for r in res]
        g.out_tree = ("tuple", [("leaf",)] * len(res))
    return g


@pytest.mark.parametrize("aggressive", [False, True])
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(prog=programs(), seed=st.integers(0, 2 ** 16))
def test_random_programs_equivalent(aggressive, prog, seed):
    in_shapes, dtype, steps, outs = prog
    g = _build(in_shapes, dtype, steps, outs)
    rng = np.random.default_rng(seed)
    inputs = [rng.normal(size=s).astype(dtype) if s else np.asarray(rng.normal(), dtype) for s in in_shapes]
    _fuse_and_check(g, inputs, aggressive=aggressive)
