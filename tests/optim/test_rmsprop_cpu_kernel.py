"""MindSpore 2.10's CPU ApplyRMSProp: epsilon outside the sqrt in whole blocks of 8 elements (measured on
MindSpore 2.10: size 7 -> all inside, 9 -> 8 outside + 1 inside); nn.RMSProp and ops.ApplyRMSProp agree."""
import numpy as np

import msgraph as ms
from msgraph import nn, ops, Parameter, Tensor
from msgraph.ops.sparse_optim import rmsprop_eps_outside


def test_mask_blocks_of_eight():
    assert rmsprop_eps_outside((7,), np.float32).tolist() == [0.0] * 7
    assert rmsprop_eps_outside((3, 3), np.float32).ravel().tolist() == [1.0] * 8 + [0.0]
    assert rmsprop_eps_outside((16,), np.float32).tolist() == [1.0] * 16
    assert rmsprop_eps_outside((9,), np.float64).tolist() == [0.0] * 9


def test_apply_rmsprop_and_nn_rmsprop_agree():
    n = 11
    g = np.linspace(-1.0, 1.0, n).astype(np.float32)
    w = Parameter(Tensor(np.ones(n, np.float32)), name="w")
    msq = Parameter(Tensor(np.ones(n, np.float32)), name="ms")
    mom = Parameter(Tensor(np.zeros(n, np.float32)), name="mom")
    ops.ApplyRMSProp()(w, msq, mom, Tensor(0.01, ms.float32), Tensor(g), 0.9, 0.0, 1.0)
    ms_new = 0.9 + 0.1 * g * g
    want = np.where(np.arange(n) < 8, 0.01 * g / (np.sqrt(ms_new) + 1.0), 0.01 * g / np.sqrt(ms_new + 1.0))
    np.testing.assert_allclose(mom.asnumpy(), want, rtol=1e-6, atol=1e-9)

    p = Parameter(Tensor(np.ones(n, np.float32)), name="p")
    opt = nn.RMSProp([p], learning_rate=0.01, decay=0.9, momentum=0.0, epsilon=1.0)
    opt((Tensor(g),))
    np.testing.assert_allclose(opt.moment[0].asnumpy(), want, rtol=1e-6, atol=1e-9)
    np.testing.assert_allclose(p.asnumpy(), 1.0 - want, rtol=1e-6, atol=1e-7)
