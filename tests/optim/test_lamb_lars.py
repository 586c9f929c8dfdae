"""nn.Lamb and nn.LARS against numpy transcriptions of their formulas (MindSpore 2.10 has no CPU
kernels for either, so there is no recording to compare with), in both modes."""
import numpy as np
import pytest

import msgraph as ms
from msgraph import nn

STEPS = 3


def _setup(seed):
    rng = np.random.default_rng(seed)
    w0 = rng.normal(size=(3, 2)).astype(np.float32)
    b0 = rng.normal(size=(2,)).astype(np.float32)
    grads = [(rng.normal(size=(3, 2)).astype(np.float32), rng.normal(size=(2,)).astype(np.float32))
             for _ in range(STEPS)]
    return [ms.Parameter(w0.copy(), name="w"), ms.Parameter(b0.copy(), name="bias")], [w0, b0], grads


class _Step(nn.Cell):
    def __init__(self, opt):
        super().__init__()
        self.opt = opt

    def construct(self, g0, g1):
        return self.opt((g0, g1))


def _run(opt, grads, mode):
    ms.set_context(mode=mode)
    step = _Step(opt)
    for gw, gb in grads:
        step(ms.Tensor(gw), ms.Tensor(gb))


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_lamb(mode):
    params, ref, grads = _setup(0)
    lr, b1, b2, eps, wd = 0.01, 0.9, 0.999, 1e-6, 0.1
    _run(nn.Lamb(params, lr, b1, b2, eps, wd), grads, mode)
    ref = [r.astype(np.float64) for r in ref]
    m = [np.zeros_like(r) for r in ref]
    v = [np.zeros_like(r) for r in ref]
    for t, gs in enumerate(grads, 1):
        for i, g in enumerate(gs):
            m[i] = b1 * m[i] + (1 - b1) * g
            v[i] = b2 * v[i] + (1 - b2) * g * g
            r = (m[i] / (1 - b1 ** t)) / (np.sqrt(v[i] / (1 - b2 ** t)) + eps)
            r = r + wd * ref[i]   # both names pass the default decay filter (no beta/gamma)
            ratio = np.clip(np.linalg.norm(ref[i]) / np.linalg.norm(r), 0, 10)
            ref[i] = ref[i] - lr * ratio * r
    for p, r in zip(params, ref):
        np.testing.assert_allclose(p.asnumpy(), r, rtol=2e-5, atol=2e-6)


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_lars_around_momentum(mode):
    params, ref, grads = _setup(1)
    lr, mom, wd, eps, coef = 0.1, 0.9, 0.01, 1e-5, 0.02
    opt = nn.LARS(nn.Momentum(params, lr, mom, weight_decay=wd), epsilon=eps, coefficient=coef)
    _run(opt, grads, mode)
    ref = [r.astype(np.float64) for r in ref]
    acc = [np.zeros_like(r) for r in ref]
    for gs in grads:
        for i, g in enumerate(gs):
            if i == 0:            # 'bias' is skipped by the default LARS filter
                wn, gn = np.linalg.norm(ref[i]), np.linalg.norm(g)
                g = (g + wd * ref[i]) * (coef * wn / (gn + wd * wn + eps))
            acc[i] = mom * acc[i] + g
            ref[i] = ref[i] - lr * acc[i]
    for p, r in zip(params, ref):
        np.testing.assert_allclose(p.asnumpy(), r, rtol=2e-5, atol=2e-6)
    assert int(opt.global_step.asnumpy()[0]) == STEPS


def test_lars_arguments():
    params, _, _ = _setup(2)
    with pytest.raises(TypeError):
        nn.LARS(3)
    with pytest.raises(TypeError):
        nn.LARS(nn.SGD(params), epsilon=1)
