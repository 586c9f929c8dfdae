"""F.is_sequence_value_unknown / is_sequence_shape_unknown on known sequences (static shapes, Python tuples),
as tests/st/ops/dynamic_shape/grad/test_grad_of_dynamic.py's NetConvertForward uses them; and the
grad-of-dynamic pattern: ConvertToDynamic on inputs and outputs, GradOperation(get_all=True)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import functional as F
from mindspore.ops.operations import _inner_ops as inner
from _conf import emit


class Probe(nn.Cell):
    def construct(self, x):
        return F.is_sequence_value_unknown(x.shape), F.is_sequence_shape_unknown(x.shape), \
            F.is_sequence_value_unknown((1, 2)), F.is_sequence_shape_unknown([3])


emit("known_sequences", Probe()(Tensor(np.ones((2, 3), np.float32))))


class Convert(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.to_dyn = inner.ConvertToDynamic(is_dynamic_rank=False)

    def construct(self, x, y):
        if F.is_sequence_value_unknown(x.shape) or x.shape:
            x = self.to_dyn(x)
        out = self.net(x, y)
        if F.is_sequence_value_unknown(out.shape) or out.shape:
            out = self.to_dyn(out)
        return out


class Grad(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.grad = ops.GradOperation(get_all=True)
        self.net = net

    def construct(self, *args):
        return self.grad(self.net)(*args)


class Mul(nn.Cell):
    def construct(self, x, y):
        return x * y + ops.sin(x)


x = Tensor(np.arange(6).reshape(2, 3).astype(np.float32) / 4)
y = Tensor(np.arange(3).astype(np.float32) + 1)
emit("grad_through_convert_to_dynamic", Grad(Convert(Mul()))(x, y))
