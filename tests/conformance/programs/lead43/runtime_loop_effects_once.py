"""A Tensor ``while`` that rebinds a run-time list and writes a Parameter (``ops.assign_add``) runs as Python when the
graph runs; msgraph differentiates such statements by running them again (lead43/runtime_list_loop_grad), which
must not repeat the write: after adapt43rt's merge ``p`` read 6 after one ``ms.grad`` call (MindSpore 2.10: 3).  The
statement's Tensors then carry no gradient in Graph mode (MindSpore's zeros); PyNative differentiates it."""
import mindspore as ms
from mindspore import nn, ops, Parameter, Tensor
from _conf import emit


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.p = Parameter(Tensor([0.0]), name="p", requires_grad=False)

    def construct(self, x):
        out = []
        while x.sum() < 20:
            x = x * 2
            ops.assign_add(self.p, Tensor([1.0]))
            out = x.tolist()
        return x.sum() * 3, out


net = Net()


def loss(x):
    return net(x)[0]


X = Tensor([1.5, 0.5, 1.0])
emit("grad", ms.grad(loss)(X))
emit("p_after_grad", net.p)
emit("value", net(X))
emit("p_after_call", net.p)
