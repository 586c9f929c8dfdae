"""left37: a Cell's custom bprop giving None or a Python number for an input (MindSpore 2.10, Graph mode measured):
the gradient tuple holds it as it is where it is the input's whole gradient (`return dout * 2, None`: (Tensor, None);
`0.0`: the float 0.0; `0`: the int), and None added to another gradient of the same input is MindSpore's ValueError
(MultitypeFuncGraph); msgraph gave zero Tensors.  PyNative gives zeros (None) and RuntimeErrors (numbers), as before."""
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor, nn
from _conf import emit, emit_error


class N_none2(nn.Cell):
    def construct(self, x, y):
        return x * y

    def bprop(self, x, y, out, dout):
        return (dout * 2, None)


class O_none2(nn.Cell):
    def __init__(self):
        super().__init__()
        self.n = N_none2()

    def construct(self, x, y):
        return self.n(x, y) + x


class N_none1(nn.Cell):
    def construct(self, x, y):
        return x * y

    def bprop(self, x, y, out, dout):
        return (None, dout * 3)


class O_none1(nn.Cell):
    def __init__(self):
        super().__init__()
        self.n = N_none1()

    def construct(self, x, y):
        return self.n(x, y) + x


class N_zero_f(nn.Cell):
    def construct(self, x, y):
        return x * y

    def bprop(self, x, y, out, dout):
        return (dout * 2, 0.0)


class O_zero_f(nn.Cell):
    def __init__(self):
        super().__init__()
        self.n = N_zero_f()

    def construct(self, x, y):
        return self.n(x, y) + x


class N_zero_i(nn.Cell):
    def construct(self, x, y):
        return x * y

    def bprop(self, x, y, out, dout):
        return (dout * 2, 0)


class O_zero_i(nn.Cell):
    def __init__(self):
        super().__init__()
        self.n = N_zero_i()

    def construct(self, x, y):
        return self.n(x, y) + x


class N_nones(nn.Cell):
    def construct(self, x, y):
        return x * y

    def bprop(self, x, y, out, dout):
        return (None, None)


class O_nones(nn.Cell):
    def __init__(self):
        super().__init__()
        self.n = N_nones()

    def construct(self, x, y):
        return self.n(x, y) + x


class N_scalar_t(nn.Cell):
    def construct(self, x, y):
        return x * y

    def bprop(self, x, y, out, dout):
        return (dout * 2, Tensor(1.5))


class O_scalar_t(nn.Cell):
    def __init__(self):
        super().__init__()
        self.n = N_scalar_t()

    def construct(self, x, y):
        return self.n(x, y) + x


x = Tensor(np.array([1.0, 2.0], np.float32))
y = Tensor(np.array([3.0, 4.0], np.float32))
for k in ['none2', 'none1', 'zero_f', 'zero_i', 'nones', 'scalar_t']:
    for nm in ("N", "O"):
        net = globals()[nm + "_" + k]()
        try:
            emit(f"{k}_{nm}", ops.GradOperation(get_all=True)(net)(x, y))
        except (ValueError, RuntimeError, TypeError) as e:
            emit_error(f"{k}_{nm}", e)
