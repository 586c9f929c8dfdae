# P.GetNext (a dataset-sink channel read) called outside a sink on CPU: MindSpore 2.10 raises RuntimeError
# (kernel select fails); its attributes.
import numpy as np
import mindspore as ms
import mindspore.runtime as rt
from mindspore import nn, Tensor
from mindspore.common import dtype as mstype
from mindspore.ops import operations as P
from _conf import emit, emit_error

MODES = ("pynative",)

g = P.GetNext([mstype.float32], [(1, 1)], 1, "test")
emit("attrs", (g.name, g.output_num if hasattr(g, "output_num") else 1))


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.get_next = P.GetNext([mstype.float32], [(1, 1)], 1, "test")

    def construct(self, x1):
        return self.get_next() + x1


rt.launch_blocking()
emit_error("call", Net(), Tensor(np.ones((1, 1), np.float32)))


def msg():
    try:
        Net()(Tensor(np.ones((1, 1), np.float32)))
    except RuntimeError as e:
        return "GetNext" in str(e)
    return None


emit("msg_names_op", msg())
