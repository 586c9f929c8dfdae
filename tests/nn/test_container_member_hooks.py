"""How graph code reaches a Cell decides whether its hooks run (MindSpore 2.10): a container's member runs without
them in @ms.jit code, also when that code runs eagerly under a PyNative gradient (nn/cell.py _call_hooked)."""
import numpy as np

import msgraph as ms
from msgraph import nn


class Scale(nn.Cell):
    def __init__(self, k):
        super().__init__()
        self.k = k

    def construct(self, v):
        return v * self.k


def _tenfold(cell, grad_input, grad_output):
    return (grad_input[0] * 10,)


def test_marks_container_and_attribute_members():
    a, b, c = Scale(1.0), Scale(2.0), Scale(3.0)
    nn.SequentialCell([a])
    nn.CellList([b])

    class Holder(nn.Cell):
        def __init__(self):
            super().__init__()
            self.c = c
            self.items = [Scale(4.0)]

    h = Holder()
    assert a.__dict__.get("_container_member") and not a.__dict__.get("_attribute_member")
    assert b.__dict__.get("_container_member")
    assert c.__dict__.get("_attribute_member") and not c.__dict__.get("_container_member")
    assert h.items[0].__dict__.get("_container_member")


def test_jit_gradient_skips_member_hooks_keeps_attribute_hooks():
    ms.set_context(mode=ms.PYNATIVE_MODE)
    x = ms.Tensor(np.array([1.0, 2.0], np.float32))
    seq = nn.SequentialCell([Scale(2.0), Scale(3.0)])
    seq[0].register_backward_hook(_tenfold)
    attr = Scale(2.0)
    attr.register_backward_hook(_tenfold)

    @ms.jit
    def f(v):
        return seq(v)

    @ms.jit
    def g(v):
        return attr(v)

    np.testing.assert_allclose(ms.grad(f)(x).asnumpy(), [6.0, 6.0])
    np.testing.assert_allclose(ms.grad(g)(x).asnumpy(), [20.0, 20.0])
    np.testing.assert_allclose(ms.grad(seq)(x).asnumpy(), [60.0, 60.0])   # eager PyNative: hooked
