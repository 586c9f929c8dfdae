"""nn.Momentum runs MindSpore's ApplyMomentum; eagerly the new states are stored without Assign dispatches
(ops/control.py store_states), so check the stored arrays: the right values, never aliasing an input."""
import numpy as np

import msgraph as ms
from msgraph import nn, ops


def test_apply_momentum_stores_fresh_values():
    var = ms.Parameter(np.arange(6, dtype=np.float32).reshape(2, 3), name="var")
    acc = ms.Parameter(np.ones((2, 3), np.float32), name="acc")
    grad = ms.Tensor(np.full((2, 3), 0.5, np.float32))
    out = ops.ApplyMomentum()(var, acc, 0.1, grad, 0.9)
    want_acc = np.ones((2, 3), np.float32) * np.float32(0.9) + np.float32(0.5)
    np.testing.assert_array_equal(acc.asnumpy(), want_acc)
    np.testing.assert_array_equal(var.asnumpy(), np.arange(6, dtype=np.float32).reshape(2, 3)
                                  - np.float32(0.1) * want_acc)
    np.testing.assert_array_equal(out.asnumpy(), var.asnumpy())
    for a in (var._data, acc._data):
        assert not np.shares_memory(a, grad._data)
    assert not np.shares_memory(var._data, acc._data)


def test_momentum_float16_params_update_like_apply_momentum():
    w = ms.Parameter(np.linspace(-1, 1, 8).astype(np.float16), name="w")
    opt = nn.Momentum([w], learning_rate=0.1, momentum=0.9)
    g = np.linspace(0.3, 0.7, 8).astype(np.float16)
    opt((ms.Tensor(g),))
    opt((ms.Tensor(g),))
    w0, a = np.linspace(-1, 1, 8).astype(np.float16), np.zeros(8, np.float16)
    for _ in range(2):   # float32 math, float16 storage (MindSpore's CPU ApplyMomentum)
        a32 = a.astype(np.float32) * np.float32(0.9) + g.astype(np.float32)
        w0 = (w0.astype(np.float32) - np.float32(0.1) * a32).astype(np.float16)
        a = a32.astype(np.float16)
    np.testing.assert_array_equal(w.asnumpy(), w0)
    assert w.dtype == ms.float16
