"""``F.grad(net, grad_position=(0, 1))(x, y)`` inside a ``@jit`` function (st compiler/control test_if_by_if's
grad_func) called with a Tensor where the network belongs: MindSpore 2.10's RuntimeError ("For 'GradOperation', the
first argument must be a 'Function' or 'Cell', but got AbstractTensor"); msgraph leaked an internal exception (a
plain Exception subclass, message "bool").  Session 40 (adapt40ctl)."""
import mindspore as ms
from mindspore import Tensor, jit, nn
import mindspore.ops.functional as F
from _conf import emit, emit_error


@jit
def grad_func(net, x, y):
    return F.grad(net, grad_position=(0, 1))(x, y)


class Net(nn.Cell):
    def construct(self, x, y):
        if x > y:
            return x * y
        return x + y


emit_error("grad_of_tensor_int32", grad_func, Tensor(1, ms.int32), Tensor(3, ms.int32), Tensor(2, ms.int32))
emit_error("grad_of_tensor_float32", grad_func, Tensor(1.0, ms.float32), Tensor(3.0, ms.float32),
           Tensor(2.0, ms.float32))
emit("grad_of_cell", grad_func(Net(), Tensor(3.0, ms.float32), Tensor(2.0, ms.float32)))
