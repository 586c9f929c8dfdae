"""Item assignment on a Parameter inside a Graph-mode construct: MindSpore 2.10 writes it back to the Parameter for
an int, a tuple of ints, a list, a Tensor index, ``[:, 1]`` / ``[..., 1]`` / ``[0:1, 1:2]``, and ``[...] +=``, but
leaves the Parameter as it was (the graph's own value is right) for a plain slice (``[0:1]``, ``[:]``, ``[::2]``),
``[None]``, ``[1, 1:3]``, a bool mask and ``[...] =``; later writes in the same construct then go to a copy.  Its
PyNative writes every one back.  A stale Parameter is MindSpore's graph bug: msgraph follows PyNative in both modes
(FOLLOW_PYNATIVE lists the labels where Graph mode differs there) (adapt37am)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, Parameter
from _conf import emit

FOLLOW_PYNATIVE = {
    "slice": "MindSpore's Graph mode leaves the Parameter unchanged for this index kind (stale)",
    "slice_aug": "MindSpore's Graph mode leaves the Parameter unchanged for this index kind (stale)",
    "slice_full": "MindSpore's Graph mode leaves the Parameter unchanged for this index kind (stale)",
    "ellipsis_set": "MindSpore's Graph mode leaves the Parameter unchanged for this index kind (stale)",
    "int_slice": "MindSpore's Graph mode leaves the Parameter unchanged for this index kind (stale)",
    "then_int": "MindSpore's Graph mode leaves the Parameter unchanged for this index kind (stale)",
}


def net_for(body):
    class N(nn.Cell):
        def __init__(self):
            super().__init__()
            self.p = Parameter(Tensor(np.arange(6).reshape(2, 3).astype(np.float32)), name="p")

        def construct(self, x, t):
            return body(self, x, t)
    return N()


def b_int(s, x, t):
    s.p[0] = x
    return s.p + 0


def b_slice(s, x, t):
    s.p[0:1] = x
    return s.p + 0


def b_slice_aug(s, x, t):
    s.p[1:2] += x
    return s.p + 0


def b_slice_full(s, x, t):
    s.p[:] = 5.0
    return s.p + 0


def b_ellipsis_set(s, x, t):
    s.p[...] = 1.0
    return s.p + 0


def b_ellipsis_aug(s, x, t):
    s.p[...] += 1.0
    return s.p + 0


def b_int_slice(s, x, t):
    s.p[1, 1:3] = 7.0
    return s.p + 0


def b_col(s, x, t):
    s.p[:, 1] = 7.0
    return s.p + 0


def b_tensor(s, x, t):
    s.p[t] = x
    return s.p + 0


def b_then_int(s, x, t):
    s.p[0:1] = x
    s.p[1] = x * 2
    return s.p + 0


x = Tensor(np.array([9.0, 9.0, 9.0], np.float32))
t = Tensor(np.array(1, np.int32))
for name, body in (("int", b_int), ("slice", b_slice), ("slice_aug", b_slice_aug), ("slice_full", b_slice_full),
                   ("ellipsis_set", b_ellipsis_set), ("ellipsis_aug", b_ellipsis_aug), ("int_slice", b_int_slice),
                   ("col", b_col), ("tensor", b_tensor), ("then_int", b_then_int)):
    n = net_for(body)
    out = n(x, t)
    emit(name, (out, n.p.value()))
