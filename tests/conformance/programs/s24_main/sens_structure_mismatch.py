"""A sens whose structure is not the output's (MindSpore's FAQ, docs/mindspore/source_en/faq/network_compilation.md):
MindSpore 2.10's PyNative raises RuntimeError "The given sens gradient's size should be same as out of network!",
also for a tuple of sens given to a Tensor output (msgraph computed that one); its graph mode a TypeError (the
sens's type does not join the output's).  msgraph raised a ValueError in both."""
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error

x = Tensor([1.0])
y = Tensor([2.0])


class Pair(nn.Cell):
    def construct(self, a, b):
        return a, b


class Single(nn.Cell):
    def construct(self, a, b):
        return a * b


class Grad(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.grad = ops.GradOperation(sens_param=True)

    def construct(self, a, b, sens):
        return self.grad(self.net)(a, b, sens)


emit_error("tuple_out_tensor_sens", Grad(Pair()), x, y, Tensor([1.0]))
emit_error("tensor_out_tuple_sens", Grad(Single()), x, y, (Tensor([1.0]), Tensor([1.0])))
emit_error("tuple_out_short_sens", Grad(Pair()), x, y, (Tensor([1.0]),))
emit("matching_sens", Grad(Pair())(x, y, (Tensor([1.0]), Tensor([3.0]))))
