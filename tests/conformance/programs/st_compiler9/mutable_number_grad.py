# Graph code: the gradient at a differentiated ms.mutable number is a zero of its type, for GradOperation()
# (first input), GradOperation(get_all=True), ops.grad(grad_position=...) and ops.value_and_grad
# (st/compiler/mutable test_mutable_in_graph).
import mindspore as ms
from mindspore import nn, mutable, Tensor, ops, jit
from mindspore.ops import GradOperation
from _conf import emit


class Net(nn.Cell):
    def construct(self, x, y):
        return x * y


net = Net()


@jit
def grad_first(x, y):
    return ops.grad(net)(x, y)


@jit
def grad_both(x, y):
    return ops.grad(net, grad_position=(0, 1))(x, y)


@jit
def gradop_default(x, y):
    return GradOperation()(net)(x, y)


@jit
def gradop_all(x, y):
    return GradOperation(get_all=True)(net)(x, y)


@jit
def value_and_grad(x, y):
    return ops.value_and_grad(net)(x, y)


emit("grad_first", grad_first(mutable(2), mutable(3)))
emit("grad_both", grad_both(mutable(2), mutable(3)))
emit("gradop_default", gradop_default(mutable(2), mutable(3)))
emit("gradop_default_float", gradop_default(mutable(2.0), mutable(3.5)))
emit("gradop_default_tensor", gradop_default(mutable(2), Tensor(3.0)))
emit("gradop_all_mixed", gradop_all(mutable(2), Tensor(3.0)))
emit("value_and_grad", value_and_grad(mutable(2), mutable(3)))
