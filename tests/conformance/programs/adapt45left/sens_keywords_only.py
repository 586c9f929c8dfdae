"""GradOperation(sens_param=True) of a Cell called with keyword arguments only (session 44's Left, adapt45left):
the sensitivity is read from the positional arguments, and there are none -- MindSpore 2.10's PyNative IndexError
("tuple index out of range"), its Graph mode's RuntimeError ("Miss argument input"); msgraph raised a TypeError.
Positional inputs and sens compute in both."""
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit_error


class KwNet(nn.Cell):
    def construct(self, x, y):
        return x * y


x, y = Tensor([1.0, 2.0]), Tensor([3.0, 4.0])
emit_error("keywords_only", lambda: ops.GradOperation(sens_param=True)(KwNet())(x=x, y=y))
emit_error("keywords_only_get_all", lambda: ops.GradOperation(get_all=True, sens_param=True)(KwNet())(x=x, y=y))
emit_error("positional_then_sens", lambda: ops.GradOperation(get_all=True, sens_param=True)(KwNet())(
    x, y, Tensor([1.0, 0.5])))
# x positional, y by keyword: x is taken as the sens and the function misses x (Graph RuntimeError, PyNative TypeError)
emit_error("positional_taken_as_sens", lambda: ops.GradOperation(sens_param=True)(KwNet())(x, y=y))
