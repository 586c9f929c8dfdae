"""TypeErrors (and their classes) MindSpore 2.10 raises for Python numbers and integer Tensors in ops functions, found
by calling every mindspore.ops function with number operands (the sweep's cases, each also a MindSpore st/ops error
test's kind of input): reductions/mean/std/var/prod/argmax of a number, losses with a number target, reshape/tile/
broadcast_to with an int shape, polar/outer/searchsorted with numbers, assign(p, 2.0) into a rank-1 Parameter (a
ValueError), atan2/xdivy/mvlgamma/i0 of integer Tensors. msgraph computed all of them (Float64 results for some)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops, Parameter, nn
from _conf import emit, emit_error

f = Tensor(np.array([0.5, 1.5], np.float32))
i = Tensor(np.array([4, 6], np.int32))
cases = {
    "amax": lambda: ops.amax(1.0), "mean": lambda: ops.mean(1.0), "reduce_sum": lambda: ops.reduce_sum(1.0),
    "prod": lambda: ops.prod(2.0), "std": lambda: ops.std(1.0), "var": lambda: ops.var(1.0),
    "all": lambda: ops.all(1.0), "argwhere": lambda: ops.argwhere(1.0), "argmax": lambda: ops.argmax(1.0),
    "unique": lambda: ops.unique(1.0), "ones_like": lambda: ops.ones_like(1.0), "zeros_like": lambda: ops.zeros_like(1.0),
    "log2": lambda: ops.log2(1.0), "log10": lambda: ops.log10(1.0), "sinc": lambda: ops.sinc(1.0),
    "erfinv": lambda: ops.erfinv(0.5), "fast_gelu": lambda: ops.fast_gelu(1.0), "hardshrink": lambda: ops.hardshrink(1.0),
    "softshrink": lambda: ops.softshrink(1.0), "tanhshrink": lambda: ops.tanhshrink(1.0),
    "log_softmax": lambda: ops.log_softmax(1.0), "logit": lambda: ops.logit(0.5), "signbit": lambda: ops.signbit(1.0),
    "ravel": lambda: ops.ravel(1.0), "t": lambda: ops.t(1.0), "norm": lambda: ops.norm(1.0),
    "l1_loss_target": lambda: ops.l1_loss(f, 2.0), "mse_loss_target": lambda: ops.mse_loss(f, 2.0),
    "mse_loss_input": lambda: ops.mse_loss(2.0, f), "smooth_l1_loss": lambda: ops.smooth_l1_loss(f, 2.0),
    "bce_logits": lambda: ops.binary_cross_entropy_with_logits(f, 2.0, f, f),
    "reshape_int": lambda: ops.reshape(i, 2), "tile_int": lambda: ops.tile(i, 2),
    "broadcast_to_int": lambda: ops.broadcast_to(i, 2), "outer": lambda: ops.outer(f, 2.0),
    "polar": lambda: ops.polar(f, 2.0), "searchsorted": lambda: ops.searchsorted(f, 2.0),
    "prelu": lambda: ops.prelu(f, 2.0), "heaviside_input": lambda: ops.heaviside(2.0, f),
    "count_nonzero": lambda: ops.count_nonzero(1.0), "angle": lambda: ops.angle(1.0),
    "atan2_int": lambda: ops.atan2(i, i), "atan2_int_number": lambda: ops.atan2(i, 2),
    "xdivy_int": lambda: ops.xdivy(i, i), "mvlgamma_int": lambda: ops.mvlgamma(i, 1), "i0_int": lambda: ops.i0(i),
    "tensor_i0_int": lambda: i.i0(),
}
for name, fn in cases.items():
    emit_error(name, fn)

emit("atan2_float_number", ops.atan2(f, 2))
emit("atan2_int_float", ops.atan2(i, f))
emit("i0_float", ops.i0(f))
emit("mean_tensor", ops.mean(f))
emit("reshape_tuple", ops.reshape(i, (2, 1)))

p = Parameter(Tensor(np.array([1.0, 2.0], np.float32)), name="p")
s = Parameter(Tensor(1.0, ms.float32), name="s")
emit_error("assign_number_rank1", lambda: ops.assign(p, 2.0))
emit_error("assign_add_int_rank1", lambda: ops.assign_add(p, 1))
emit_error("prim_assign_number", lambda: ops.Assign()(p, 2.0))
ops.assign(s, 3.0)
emit("assign_number_rank0", s.asnumpy())
emit("param_after", p.asnumpy())


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.q = Parameter(Tensor(np.array([1.0, 2.0], np.float32)), name="q")

    def construct(self, x):
        ops.assign(self.q, 5.0)
        return self.q + x


emit_error("graph_assign_number", lambda: Net()(f))
