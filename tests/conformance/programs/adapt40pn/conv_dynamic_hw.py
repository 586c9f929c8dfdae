"""adapt40pn: Conv2D on an input whose batch / spatial size is unknown when the graph is compiled (MindSpore 2.10
CPU; adapted from st/pynative/dynamic_shape/test_pynative_control_flow.py's while-loop network and
test_pynative_auto_dynamic_shape.py's set_inputs with None dims).

A Tensor ``flag`` drives a ``while`` loop whose body convolves (each pass shrinks H and W) or adds 1: in Graph mode
the loop's ``x`` has unknown H / W, and MindSpore infers Conv2D's output with those dims unknown and runs it;
msgraph's Conv2D shape inference refused a non-static input (ValueError "must be a static 4-D tensor").  Also
``set_inputs`` with None batch / spatial dims on a convolution Cell, called with two sizes, forward and gradients."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, ParameterTuple
from _conf import emit


class WhileNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(1, 1, 3, weight_init="ones", pad_mode="pad")

    def construct(self, x, flag):
        while flag:
            if flag > 1:
                x = self.conv(x)
            else:
                x = x + 1
            flag = flag - 1
        return x


class ConvNet(nn.Cell):
    def __init__(self, pad_mode, stride):
        super().__init__()
        self.conv = nn.Conv2d(2, 3, 3, stride=stride, weight_init="ones", pad_mode=pad_mode, has_bias=False)

    def construct(self, x):
        return ops.relu(self.conv(x) - 20.0)


def img(shape):
    n = int(np.prod(shape))
    return Tensor(((np.arange(n) % 7) + 1).reshape(shape).astype(np.float32) / 4.0)


X = img((1, 1, 7, 6))
emit("while_tensor_flag_2", WhileNet()(X, Tensor(2, ms.int32)))
emit("while_tensor_flag_3", WhileNet()(X, Tensor(3, ms.int32)))
emit("while_tensor_flag_1", WhileNet()(X, Tensor(1, ms.int32)))

for mode, stride in (("same", 1), ("valid", 2), ("pad", 1)):
    c = ConvNet(mode, stride)
    c.set_inputs(Tensor(shape=[None, 2, None, None], dtype=ms.float32))
    for shape in ((1, 2, 5, 6), (2, 2, 4, 3)):
        emit(f"set_inputs_{mode}_{shape[0]}x{shape[2]}x{shape[3]}", c(img(shape)))
    emit(f"set_inputs_{mode}_grad", ops.GradOperation(get_all=True, get_by_list=True)(c, ParameterTuple(
        c.trainable_params()))(img((2, 2, 5, 4))))
