"""``x += y`` / ``-=`` / ``*=`` / ``/=`` on a Tensor: PyNative promotes as ``x = x + y``; MindSpore 2.10's
graph mode runs them in place, keeping x's dtype (y cast to it first: int32 += 1.5 adds 1; an integer
``/=`` truncates; float16 += float32 stays float16). Each target is its own input Tensor: MindSpore's
graph mode writes in place through aliases (and through expressions its CSE merged), which msgraph does not."""
import numpy as np
import mindspore as ms
from mindspore import nn
from _conf import emit


class Aug(nn.Cell):
    def construct(self, a, c, d, e, k, m, f, y):
        a += 1.5
        c /= 2
        d += y
        e += y
        k -= y
        m *= 1.5
        f /= 2
        n = 0
        n += 1.5
        return a, c, d, e, k, m, f, n


def ints():
    return ms.Tensor(np.array([-3, -2, -1, 0, 1, 2], np.int32))


y = np.array([0.5, 1.25, 2.0, 2.75, 3.5, 4.25], np.float32)
h = ms.Tensor(np.array([-1.5, -0.75, 0.0, 0.25, 1.5, 2.5], np.float16))
emit("augassign_keeps_dtype_in_graph", Aug()(ints(), ints(), ints(), h, ints(), ints(), ms.Tensor(y), ms.Tensor(y)))
