# Graph mode: a tuple sens does not join with a dynamic-length list output, nor a list sens with a tuple output
# (MindSpore 2.10's TypeError "Type Join Failed"); msgraph accepted either for a dynamic-length output.
from mindspore import nn, mutable
from mindspore.ops.composite import GradOperation
from _conf import emit, emit_error

MODES = ("graph",)


class Add(nn.Cell):
    def construct(self, x, y):
        return x + y


def ga(net, *args):
    return GradOperation(get_all=True, sens_param=True)(net)(*args)


emit_error("list_out_tuple_sens", ga, Add(), mutable([1, 2], True), mutable([3], True), (7, 8, 9))
emit_error("tuple_out_list_sens", ga, Add(), mutable((1, 2), True), mutable((3,), True), [7, 8, 9])
emit("list_out_list_sens", ga(Add(), mutable([1, 2], True), mutable([3], True), [7, 8, 9]))
