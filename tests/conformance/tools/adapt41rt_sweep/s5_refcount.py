"""Networks of st/runtime/test_runtime_ref_count.py, test_runtime_pynative.py: AvgPool grad in nested jit, mint
nll_loss with weight / ignore_index / set_inputs, mint.median with dim grads, AssignSub + Unique + ReduceSum."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter, jit, mutable, mint
from mindspore.ops import operations as P
from mindspore.common import dtype as mstype
from _h import case


@jit
def avg_fwd(x):
    return ops.AvgPool(kernel_size=2, strides=2, pad_mode="VALID", data_format="NCHW")(x)


@jit
def avg_bwd(x):
    return ops.grad(avg_fwd, (0,))(x)


case("avgpool_grad_nested_jit", lambda: avg_bwd(Tensor(np.arange(36).reshape(1, 3, 3, 4), ms.float32)))
case("avgpool_grad_f16", lambda: avg_bwd(Tensor(np.arange(36).reshape(1, 3, 3, 4), ms.float16)))
case("avgpool_same_grad", lambda: ms.grad(lambda x: ops.AvgPool(kernel_size=2, strides=2, pad_mode="SAME")(x))(
    Tensor(np.arange(36).reshape(1, 3, 3, 4), ms.float32)))


class NLL(nn.Cell):
    def construct(self, x, t, w, ignore_index, reduction):
        return mint.nn.functional.nll_loss(x, t, w, ignore_index=ignore_index, reduction=reduction)


rng = np.random.RandomState(0)
x1 = Tensor(rng.randn(3, 3, 9), ms.float32)
t1 = Tensor(rng.randint(0, 3, (3, 9)), ms.int32)
w1 = Tensor(rng.rand(3), ms.float32)
x3 = Tensor(rng.randn(3, 5), ms.float32)
t3 = Tensor(np.array([0, 4, 2]), ms.int32)
w3 = Tensor(rng.rand(5), ms.float32)
for red in ("mean", "sum", "none"):
    case(f"nll_3d_{red}", lambda red=red: NLL()(x1, t1, w1, -3, red))
    case(f"nll_2d_ign0_{red}", lambda red=red: NLL()(x3, t3, w3, 0, red))
    case(f"nll_2d_grad_{red}", lambda red=red: ms.grad(lambda x: NLL()(x, t3, w3, 2, red).sum())(x3))
case("nll_all_ignored_mean", lambda: NLL()(x3, Tensor(np.array([1, 1, 1]), ms.int32), w3, 1, "mean"))
case("nll_int64_target", lambda: NLL()(x3, Tensor(np.array([0, 4, 2]), ms.int64), w3, -100, "mean"))
case("nll_1d_input", lambda: NLL()(Tensor(rng.randn(5), ms.float32), Tensor(3, ms.int32), w3, -100, "mean"))


def _nll_setinputs():
    n = NLL()
    n.set_inputs(Tensor(None, dtype=mstype.float32), Tensor(None, dtype=mstype.int32),
                 Tensor(None, dtype=mstype.float32), mutable(-3, dynamic_len=False), "mean")
    return n(x1, t1, w1, mutable(-3, dynamic_len=False), "mean"), n(x3, t3, w3, mutable(0, dynamic_len=False), "mean")


case("nll_set_inputs", _nll_setinputs)


class Median(nn.Cell):
    def construct(self, x, dim, keepdim):
        return mint.median(x, dim, keepdim)


xm = Tensor(rng.randn(5, 7, 3, 4), ms.float32)
xt = Tensor(np.array([[1.0, 2.0, 2.0, 1.0], [3.0, 3.0, 3.0, 0.0]]), ms.float32)
case("median_dim", lambda: Median()(xm, -3, True)[1].sum())
case("median_dim_val", lambda: Median()(xt, 1, False))
case("median_dim_ties_grad", lambda: ops.GradOperation()(Median())(xt, 1, True))
case("median_dim_grad", lambda: ops.GradOperation()(Median())(xm, -4, False).sum())
case("median_all", lambda: mint.median(xt))
case("median_all_grad", lambda: ms.grad(lambda x: mint.median(x))(xt))
case("median_int", lambda: Median()(Tensor(np.array([[3, 1, 2, 2]]), ms.int32), -1, False))
case("median_0d", lambda: Median()(Tensor(2.5), 0, False))


def _median_setinputs():
    g = ops.GradOperation()(Median())

    class G(nn.Cell):
        def construct(self, x, d, k):
            return ops.GradOperation()(Median())(x, d, k)
    n = G()
    n.set_inputs(Tensor(shape=(None, None), dtype=ms.float32), mutable(1, dynamic_len=False),
                 mutable(True, dynamic_len=False))
    return n(xt, mutable(1, dynamic_len=False), mutable(True, dynamic_len=False))


case("median_grad_set_inputs", _median_setinputs)


class AssignSubNet(nn.Cell):
    def __init__(self, ref, ref_reduce):
        super().__init__()
        self.unique = P.Unique()
        self.assign_sub = P.AssignSub()
        self.reducesum = P.ReduceSum(keep_dims=False)
        self.ref = Parameter(ref, name="ref")
        self.cast = P.Cast()
        self.ref_reduce = Parameter(ref_reduce, name="ref_reduce")

    def construct(self, x, indices):
        x = self.assign_sub(self.ref, x)
        u, _ = self.unique(indices)
        dtype = x.dtype
        x = self.cast(x, mstype.float64)
        x = self.reducesum(x, u)
        x = self.cast(x, dtype)
        out = self.assign_sub(self.ref_reduce, x)
        return x, out


def _assign_sub_net(dt):
    ref = np.arange(24).reshape(2, 3, 4).astype(dt)
    val = np.ones((2, 3, 4)).astype(dt)
    idx = Tensor(np.array([1, 0, 1]))
    n = AssignSubNet(Tensor(ref), Tensor(np.full((4,), 10).astype(dt)))
    r = n(Tensor(val), idx)
    return r, n.ref.sum(), n.ref_reduce


for dt in (np.float16, np.float32, np.int32):
    case(f"assign_sub_unique_{np.dtype(dt).name}", lambda dt=dt: _assign_sub_net(dt))
