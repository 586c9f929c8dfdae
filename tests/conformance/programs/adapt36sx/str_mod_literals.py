"""adapt36sx (graph_syntax strings, ``%`` formatting): in MindSpore 2.10's graph code ``'%s' % (0.1 * 3)`` formats the
literal right side as Python computes it ('0.30000000000000004'), while ``0.1 * 3`` alone (or in an f-string or
``format``) is a float32 scalar ('0.30000001192092896').  msgraph formatted the float32 value."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit, nn
from _conf import emit


def fmt(x):
    return ('%s' % (0.1 * 3), '%s|%s' % (1, 0.5 + 0.1), '%.3f' % (1 / 3), '%s' % 0.1, '%d' % 2.7,
            '{}'.format(0.1 * 3), f'{0.1 * 3}', str(0.1 * 3))


X = Tensor(np.array([1.5, -2.5, 3.0], np.float32))


class Net(nn.Cell):
    def construct(self, x):
        return fmt(x)


ms.set_context(mode=ms.PYNATIVE_MODE)
emit("jit_fmt", jit(fmt)(X))
ms.set_context(mode=ms.GRAPH_MODE)
emit("graph_fmt", Net()(X))
