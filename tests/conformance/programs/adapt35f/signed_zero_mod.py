"""Signs of zero and NaN quotients in ops.signbit / ops.frac / ops.Mod (found by the adapt35f variant sweep of
st/ops/test_func_signbit.py and test_func_frac.py): MindSpore 2.10's signbit is ops.less(input, 0), so -0.0 and -NaN
give False (msgraph: the sign bit, True); frac is Mod(x, 1) and Mod's CPU kernel truncates the quotient as
floor(max(q, 0)) + ceil(min(q, 0)) (never -0.0, 0 for a NaN quotient): -0.0 mod 1 is -0.0 (msgraph 0.0), 0 mod 0 is
0 (msgraph NaN).  Signs are emitted with np.signbit (the values compare equal)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit_error


class Net(nn.Cell):
    def __init__(self, f):
        super().__init__()
        self.f = f

    def construct(self, *a):
        return self.f(*a)


def signed(net):
    def run(*a):
        r = net(*a).asnumpy()
        return {"value": r, "signbit": np.signbit(r)}
    return run


def t_signbit(t):
    return t.signbit()


def t_frac(t):
    return t.frac()


def frac_prod(t):
    return (ops.frac(t) * t).sum()


v = np.array([-np.inf, -2.5, -1.0, -0.0, 0.0, 0.5, np.nan, -np.nan, np.inf, 3.0, -3.0, 7.5])
for dt in (np.float16, np.float32, np.float64):
    x = Tensor(v.astype(dt))
    emit_error("signbit_%s" % dt.__name__, Net(ops.signbit), x)
    emit_error("tensor_signbit_%s" % dt.__name__, Net(t_signbit), x)
    emit_error("frac_%s" % dt.__name__, signed(Net(ops.frac)), x)
    emit_error("tensor_frac_%s" % dt.__name__, signed(Net(t_frac)), x)
    for y in (1.0, -1.0, 2.0, -0.0, 0.0):
        emit_error("mod_%s_%s" % (dt.__name__, y), signed(Net(ops.Mod())), x, Tensor(np.array(y, dt)))
emit_error("mod_zero_zero", signed(Net(ops.Mod())), Tensor(np.array([0.0, -0.0, 1.0], np.float32)),
           Tensor(np.array([0.0, 0.0, 0.0], np.float32)))
emit_error("signbit_int", Net(ops.signbit), Tensor(np.array([-2, 0, 3], np.int32)))
emit_error("frac_int", Net(ops.frac), Tensor(np.array([-2, 0, 3], np.int64)))
emit_error("frac_grad", Net(ops.grad(frac_prod)), Tensor(np.array([-2.5, -0.0, 1.5], np.float32)))
for dt in (np.float16, np.float32, np.float64):   # digamma(+0.0) is -inf, digamma(-0.0) +inf (msgraph: -inf)
    emit_error("digamma_zero_%s" % dt.__name__, Net(ops.digamma), Tensor(np.array([-0.0, 0.0, -1.0, np.inf], dt)))
