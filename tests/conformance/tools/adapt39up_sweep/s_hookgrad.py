"""pynative_mode/grad/test_hook.py, test_multi_grad.py, test_high_order_grad.py: custom bprop Cells over int32 /
float Tensors (bprop results' dtypes), set_inputs with another dtype before a grad, grads of two nets sharing
inputs, sens tuples; P eager, J @ms.jit, G Graph-mode Cell."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import composite as C
from gs import registry, run_all

Cs, reg = registry()
ga = C.GradOperation(get_all=True)
ga_sens = C.GradOperation(get_all=True, sens_param=True)
XI = Tensor(np.array([1, 2, 3], np.int32))
YI = Tensor(np.array([2, 3, 4], np.int32))
XF = Tensor(np.array([1, 2, 3], np.float32))
YF = Tensor(np.array([2, 3, 4], np.float32))
XH = Tensor(np.array([1, 2, 3], np.float16))


class MulAdd(nn.Cell):
    def construct(self, x, y):
        return 2 * x * x + y * y

    def bprop(self, x, y, out, dout):
        return dout, 2 * y


class MulAddF(nn.Cell):
    def construct(self, x, y):
        return 2 * x * x + y * y

    def bprop(self, x, y, out, dout):
        return dout * 1.5, y * 0.5


class Plain(nn.Cell):
    def construct(self, x, y):
        return 2 * x * x + y * y


MA, MAF, PL = MulAdd(), MulAddF(), Plain()
for nm, a in [("ii", (XI, YI)), ("ff", (XF, YF)), ("if", (XI, YF)), ("hf", (XH, YF))]:
    Cs.append(("bprop_muladd_" + nm, (lambda x, y: ga(MA)(x, y)), a))
    Cs.append(("bprop_muladdf_" + nm, (lambda x, y: ga(MAF)(x, y)), a))
    Cs.append(("plain_" + nm, (lambda x, y: ga(PL)(x, y)), a))
    Cs.append(("fwd_muladd_" + nm, (lambda x, y: MA(x, y)), a))


class MulNet(nn.Cell):
    def construct(self, x, y):
        return (x * x) * (y * y)


class AddNet(nn.Cell):
    def construct(self, x, y):
        return (x + x + x) * (y + y)


MN, AN = MulNet(), AddNet()


@reg(XF, YF, XF)
def two_nets(x, y, s):
    return ga_sens(MN)(x, y, s), ga_sens(AN)(x, y, s), MN(x, y) + AN(x, y)


class TwoOut(nn.Cell):
    def construct(self, x, y):
        return x * y, x - y


TO = TwoOut()


@reg(XF, YF)
def sens_tuple(x, y):
    return ga_sens(TO)(x, y, (x, y))


@reg(XF, YF)
def sens_list(x, y):
    return ga_sens(TO)(x, y, [x, y])


@reg(XF, YF)
def sens_wrong_len(x, y):
    return ga_sens(TO)(x, y, (x,))


@reg(XF, YF)
def sens_wrong_dtype(x, y):
    return ga_sens(PL)(x, y, Tensor(np.ones(3, np.float16)))


@reg(XF, YF)
def sens_wrong_shape(x, y):
    return ga_sens(PL)(x, y, Tensor(np.ones((2, 3), np.float32)))


@reg(XI, YI)
def sens_int(x, y):
    return ga_sens(PL)(x, y, Tensor(np.array([1, 2, 3], np.int32)))


@reg(XF, YF)
def sens_scalar(x, y):
    return ga_sens(PL)(x, y, 2.0)


run_all(Cs)
