"""Run under ``mpiexec -n 2`` by tests/distributed/test_mpi.py: many checks in one launch.

Every rank's input is a known function of its rank, so each rank computes the expected results of
the collectives (and of their gradients, with MindSpore's bprop rules) with numpy and compares.
Prints ``PASS <name>`` / ``FAIL <name>: why`` lines and exits 1 if anything failed.
"""
import os
import sys

import numpy as np

import msgraph as ms
from msgraph import nn, ops
from msgraph.communication import (
    create_group, destroy_group, get_group_rank_from_world_rank, get_group_size, get_local_rank, get_rank,
    get_world_rank_from_group_rank, init,
)
from msgraph.communication._backend import CollectiveMismatchError
from msgraph.ops import ReduceOp

init()
R, N = get_rank(), get_group_size()
FAILS = []


def check(name, fn):
    try:
        fn()
    except Exception as exc:  # noqa: BLE001 - report and go on (every rank runs the same checks)
        FAILS.append(name)
        print(f"FAIL {name} (rank {R}): {type(exc).__name__}: {exc}", flush=True)
    else:
        if R == 0:
            print(f"PASS {name}", flush=True)


def close(got, want, rtol=1e-6):
    got = got.asnumpy() if hasattr(got, "asnumpy") else np.asarray(got)
    np.testing.assert_allclose(got, want, rtol=rtol, atol=1e-9)
    assert got.shape == np.shape(want), (got.shape, np.shape(want))


def data(k, shape=(2, 3)):
    return np.arange(np.prod(shape), dtype=np.float64).reshape(shape) * 0.5 + 1.0 + k


def weights(k, shape=(2, 3)):
    return (np.arange(np.prod(shape), dtype=np.float64).reshape(shape) % 4 + 1.0) * (k + 1)


XS = [data(k) for k in range(N)]
WS = [weights(k) for k in range(N)]
X = ms.Tensor(XS[R])
W = ms.Tensor(WS[R])

XG = [data(k, (2 * N, 3)) for k in range(N)]        # ReduceScatter inputs
WG = [weights(k, (2 * N, 3)) for k in range(N)]     # AllGather output weights
block = slice(2 * R, 2 * R + 2)

# (name, forward fn of x, loss weights, input, expected forward, expected gradient) ------------
total_w = sum(WS)


# the collectives as defs: graph code may call a lambda only when it stands alone on its line (MindSpore)
def all_reduce_sum(x):
    return ops.AllReduce()(x)


def all_reduce_max(x):
    return ops.AllReduce(ReduceOp.MAX)(x)


def all_reduce_min(x):
    return ops.AllReduce(op=ReduceOp.MIN)(x)


def all_reduce_prod(x):
    return ops.AllReduce(ReduceOp.PROD)(x)


def all_gather(x):
    return ops.AllGather()(x)


def reduce_scatter(x):
    return ops.ReduceScatter(ReduceOp.SUM)(x)


def broadcast_from_1(x):
    return ops.Broadcast(1)((x,))[0]


CASES = [
    ("AllReduce.sum", all_reduce_sum, W, X, sum(XS), total_w),
    ("AllReduce.max", all_reduce_max, W, X, np.max(XS, 0),
     total_w * (XS[R] == np.max(XS, 0))),
    ("AllReduce.min", all_reduce_min, W, X, np.min(XS, 0),
     total_w * (XS[R] == np.min(XS, 0))),
    ("AllReduce.prod", all_reduce_prod, W, X, np.prod(XS, 0),
     sum(w * np.prod(XS, 0) for w in WS) / XS[R]),
    ("AllGather", all_gather, ms.Tensor(WG[R]), X, np.concatenate(XS), sum(WG)[block]),
    ("ReduceScatter", reduce_scatter, W, ms.Tensor(XG[R]), sum(XG)[block],
     np.concatenate(WS)),
    ("Broadcast", broadcast_from_1, W, X, XS[1], WS[R]),
]


class CollectiveCell(nn.Cell):
    def __init__(self, fn, w):
        super().__init__()
        self.fn = fn
        self.w = w

    def construct(self, x):
        return (self.fn(x * 1.0) * self.w).sum()


for name, fn, w, x, want, want_grad in CASES:
    def loss(x, fn=fn, w=w):
        return (fn(x) * w).sum()

    def pynative(fn=fn, x=x, want=want, loss=loss, want_grad=want_grad):
        close(fn(x), want)
        close(ms.grad(loss)(x), want_grad)

    def graph_jit(fn=fn, x=x, want=want, loss=loss, want_grad=want_grad):
        close(ms.jit(fn)(x), want)
        close(ms.jit(ms.grad(loss))(x), want_grad)
        close(ms.jit(ms.grad(loss), jit_config=ms.JitConfig(jit_level="O2"))(x), want_grad)

    def graph_cell(fn=fn, w=w, x=x, want_grad=want_grad):
        with ms.context_scope(mode=ms.GRAPH_MODE):
            cell = CollectiveCell(fn, w)
            close(ops.GradOperation()(cell)(x), want_grad)

    check(f"{name} pynative forward+grad", pynative)
    check(f"{name} graph jit forward+grad (O1, O2)", graph_jit)
    check(f"{name} graph-mode Cell grad", graph_cell)


# dtypes --------------------------------------------------------------------------------------
def dtypes():
    for dt, tol in ((np.float32, 1e-6), (np.float16, 1e-3), (np.int32, 0), (np.int64, 0)):
        got = ops.AllReduce()(ms.Tensor(XS[R].astype(dt)))
        assert got.asnumpy().dtype == dt, got.dtype
        close(got.asnumpy().astype(np.float64), sum(x.astype(dt) for x in XS).astype(np.float64), rtol=tol or 1e-12)


check("AllReduce keeps float32/float16/int32/int64 dtypes", dtypes)


# groups and rank queries ---------------------------------------------------------------------
def groups():
    assert get_local_rank() == R
    create_group("pair", [1, 0])            # group rank order follows the list; every rank may call it
    assert get_group_size("pair") == 2
    assert get_world_rank_from_group_rank("pair", 0) == 1
    assert get_group_rank_from_world_rank(0, "pair") == 1
    if R < 2:
        assert get_rank("pair") == 1 - R
        close(ops.AllGather(group="pair")(X), np.concatenate([XS[1], XS[0]]))
        close(ops.AllReduce(group="pair")(X), XS[0] + XS[1])
    else:
        for use in (lambda: get_rank("pair"), lambda: ops.AllReduce(group="pair")(X)):
            try:
                use()
            except RuntimeError as exc:
                assert "not a member" in str(exc)
            else:
                raise AssertionError("a non-member used the group")
    destroy_group("pair")


check("create_group / rank queries / collectives on a group", groups)


# mismatches raise the same clear error on every rank (and the job goes on) -------------------
def expect_mismatch(fn, *fragments):
    try:
        fn()
    except CollectiveMismatchError as exc:
        msg = str(exc)
        for f in fragments:
            assert f in msg, (f, msg)
    else:
        raise AssertionError("no CollectiveMismatchError")
    close(ops.AllReduce()(X), sum(XS))     # the communicator still works afterwards


check("shape mismatch -> CollectiveMismatchError on every rank",
      lambda: expect_mismatch(lambda: ops.AllReduce()(ms.Tensor(np.ones((2 + R, 3), np.float32))),
                              "rank 0: collective", "shape=(2, 3)", "shape=(3, 3)"))
check("dtype mismatch -> CollectiveMismatchError",
      lambda: expect_mismatch(lambda: ops.AllReduce()(ms.Tensor(np.ones(3, np.float32 if R else np.float64))),
                              "float32", "float64"))
check("different collectives -> CollectiveMismatchError",
      lambda: expect_mismatch(lambda: (ops.AllGather() if R else ops.AllReduce())(X), "AllGather", "AllReduce"))
check("different reduce ops -> CollectiveMismatchError",
      lambda: expect_mismatch(lambda: ops.AllReduce(ReduceOp.MAX if R else ReduceOp.SUM)(X), "op=max", "op=sum"))


def graph_mismatch():
    all_reduce_twice = lambda x: ops.AllReduce()(x) * 2
    f = ms.jit(all_reduce_twice)
    expect_mismatch(lambda: f(ms.Tensor(np.ones((2 + R, 3), np.float32))), "shape=(3, 3)")


check("mismatch inside a compiled graph -> CollectiveMismatchError", graph_mismatch)


# graph-mode ordering: many collectives, identical ones included, all executed in order -------
def ordering():
    @ms.jit
    def many(x):
        a = ops.AllReduce()(x)
        b = ops.AllReduce()(x)                   # identical: must not be merged (CSE)
        c = ops.AllGather()(x)
        ops.AllReduce(ReduceOp.MAX)(x)           # unused: must not be removed (DCE)
        d = ops.AllReduce()(ms.Tensor(np.ones(2, np.float32)))   # constant input: must not be folded
        return a + b, c, d

    a, c, d = many(X)
    close(a, 2 * sum(XS))
    close(c, np.concatenate(XS))
    close(d, np.full(2, float(N)))
    src = many.get_source()
    names = [ln.split("=")[1].split("(")[0].strip() for ln in src.splitlines()
             if "_AllReduce" in ln or "_AllGather" in ln]
    assert len(names) == 5, src
    assert names[2].startswith("_AllGather"), names


check("graph ordering: 5 collectives kept, in program order", ordering)


# collectives inside Tensor control flow (a while loop and an if), with gradients ---------------
def control_flow():
    def f(x):
        y = x * 1.0
        while y.sum() < 200.0:                  # trip count from reduced values: the same on every rank
            y = ops.AllReduce()(y) * 0.5 + 1.0
        if ops.AllReduce(ReduceOp.MAX)(y).sum() > 0:
            y = y * 2.0
        return (y * W).sum()

    def reference(xs):
        ys = [x * 1.0 for x in xs]
        trips = 0
        while ys[0].sum() < 200.0:              # all ranks hold the same y after the first trip
            s = sum(ys)
            ys = [s * 0.5 + 1.0 for _ in ys]
            trips += 1
        return ys[0] * 2.0, trips

    y, trips = reference(XS)
    assert trips >= 2
    want = float((y * WS[R]).sum())
    # d/dx_r of sum_k L_k: every trip's AllReduce sums the ranks' gradients (scaled by 0.5 per trip)
    want_grad = sum(WS) * 2.0 * (0.5 ** trips) * (N ** (trips - 1))
    close(f(X), want)
    close(ms.jit(f)(X), want)
    close(ms.grad(f)(X), want_grad)
    close(ms.jit(ms.grad(f))(X), want_grad)


check("collectives in a Tensor while/if, values and gradients, both modes", control_flow)


# DistributedGradReducer and TrainOneStepCell in DATA_PARALLEL ------------------------------
class Tiny(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = ms.Parameter(ms.Tensor(np.ones((3, 4), np.float32)), name="w")
        self.b = ms.Parameter(ms.Tensor(np.zeros(3, np.float16)), name="b")
        self.v = ms.Parameter(ms.Tensor(np.ones(5, np.float32)), name="v")

    def construct(self, x):
        return ops.matmul(x, self.w.T) + self.b.astype(ms.float32) + self.v.sum()


def reducer(mode):
    def run():
        with ms.context_scope(mode=mode):
            net = Tiny()
            grads = tuple(ms.Tensor((np.arange(np.prod(p.shape)).reshape(p.shape) + 1) * (R + 1)).astype(p.dtype)
                          for p in net.trainable_params())
            base = [(np.arange(np.prod(p.shape)).reshape(p.shape) + 1) for p in net.trainable_params()]
            scale = sum(k + 1 for k in range(N))
            for mean, want_scale in ((True, scale / N), (False, scale)):
                red = nn.DistributedGradReducer(net.trainable_params(), mean=mean)
                out = red(grads)
                for g, o, b in zip(grads, out, base):
                    assert o.dtype == g.dtype, (o.dtype, g.dtype)
                    close(o.asnumpy().astype(np.float64), b * want_scale, rtol=1e-3)
            os.environ["MSGRAPH_BUCKET_MB"] = str(20 / 2 ** 20)     # 20 bytes: one gradient per bucket
            try:
                red = nn.DistributedGradReducer(net.trainable_params(), mean=True, degree=4)
            finally:
                del os.environ["MSGRAPH_BUCKET_MB"]
            assert red.buckets == ((0,), (1,), (2,)), red.buckets
            for o, b in zip(red(grads), base):
                close(o.asnumpy().astype(np.float64), b * scale / 4, rtol=1e-3)
            ms.set_auto_parallel_context(all_reduce_fusion_config=[2])
            try:
                assert nn.DistributedGradReducer(net.trainable_params()).buckets == ((0, 1), (2,))
            finally:
                ms.reset_auto_parallel_context()
    return run


check("DistributedGradReducer mean/sum/degree/buckets, PyNative", reducer(ms.PYNATIVE_MODE))
check("DistributedGradReducer mean/sum/degree/buckets, Graph", reducer(ms.GRAPH_MODE))


def train_step(mode):
    def run():
        rng = np.random.default_rng(0)
        xb = rng.standard_normal((4 * N, 6)).astype(np.float32)
        yb = rng.standard_normal((4 * N, 2)).astype(np.float32)

        def make():
            ms.set_seed(1)
            net = nn.Dense(6, 2)
            opt = nn.Momentum(net.trainable_params(), 0.1, 0.9)
            return net, nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), opt)

        with ms.context_scope(mode=mode):
            ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
            try:
                net, step = make()
                assert step.reducer_flag
                mine = slice(4 * R, 4 * R + 4)
                losses = [float(ops.AllReduce()(step(ms.Tensor(xb[mine]), ms.Tensor(yb[mine]))).asnumpy()) / N
                          for _ in range(3)]
            finally:
                ms.reset_auto_parallel_context()
            ref_net, ref_step = make()                      # stand-alone: the whole batch, one process
            assert not ref_step.reducer_flag
            ref = [float(ref_step(ms.Tensor(xb), ms.Tensor(yb)).asnumpy()) for _ in range(3)]
        close(np.array(losses), np.array(ref), rtol=1e-5)
        for p, q in zip(net.trainable_params(), ref_net.trainable_params()):
            close(p.asnumpy(), q.asnumpy(), rtol=1e-5)
            everyone = ops.AllGather()(ms.Tensor(p.asnumpy()[None]))
            assert (everyone.asnumpy() == everyone.asnumpy()[0]).all(), "ranks' parameters differ"
    return run


def parameter_broadcast():
    ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, parameter_broadcast=True)
    try:
        net = nn.Dense(3, 2)
        net.weight.set_data(ms.Tensor(np.full((2, 3), float(R), np.float32)))   # different on every rank
        nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), nn.SGD(net.trainable_params(), 0.1))
        close(net.weight, np.zeros((2, 3)))                                       # rank 0's values
    finally:
        ms.reset_auto_parallel_context()


check("parameter_broadcast=True: TrainOneStepCell starts every rank from rank 0's weights", parameter_broadcast)
check("TrainOneStepCell DATA_PARALLEL == stand-alone on the global batch, PyNative", train_step(ms.PYNATIVE_MODE))
check("TrainOneStepCell DATA_PARALLEL == stand-alone on the global batch, Graph", train_step(ms.GRAPH_MODE))

all_failed = ops.AllReduce()(ms.Tensor(np.array([len(FAILS)], np.int32))).asnumpy()[0]
if R == 0:
    print(f"SUMMARY {N} ranks, failures on all ranks: {all_failed}", flush=True)
sys.exit(1 if FAILS else 0)
