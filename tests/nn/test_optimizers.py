"""Each optimizer's update against a numpy transcription of its formula (several steps)."""
import numpy as np
import pytest

import msgraph as ms
from msgraph import nn

STEPS = 3


def make(seed=0):
    rng = np.random.default_rng(seed)
    w0 = rng.normal(size=(3, 2)).astype(np.float32)
    b0 = rng.normal(size=(2,)).astype(np.float32)
    grads = [(rng.normal(size=(3, 2)).astype(np.float32), rng.normal(size=(2,)).astype(np.float32))
             for _ in range(STEPS)]
    params = [ms.Parameter(w0.copy(), name="w"), ms.Parameter(b0.copy(), name="gamma")]
    return params, [w0.astype(np.float64), b0.astype(np.float64)], grads


def run(opt, params, grads):
    for gw, gb in grads:
        opt((ms.Tensor(gw), ms.Tensor(gb)))
    return [p.asnumpy() for p in params]


def check(got, want):
    for g, w in zip(got, want):
        np.testing.assert_allclose(g, w, rtol=2e-5, atol=2e-6)


@pytest.mark.parametrize("momentum, dampening, nesterov, wd", [
    (0.0, 0.0, False, 0.0), (0.9, 0.0, False, 0.0), (0.9, 0.1, False, 0.01), (0.9, 0.0, True, 0.0)])
def test_sgd(momentum, dampening, nesterov, wd):
    params, ref, grads = make()
    lr = 0.1
    opt = nn.SGD(params, lr, momentum, dampening, wd, nesterov)
    got = run(opt, params, grads)
    accum = [np.zeros_like(r) for r in ref]
    for step, gs in enumerate(grads):
        for i, g in enumerate(gs):
            g = g.astype(np.float64)
            if wd and i == 0:  # 'gamma' is excluded from weight decay
                g = g + wd * ref[i]
            if momentum > 0:
                accum[i] = g if step == 0 else momentum * accum[i] + (1 - dampening) * g
                g = g + momentum * accum[i] if nesterov else accum[i]
            ref[i] = ref[i] - lr * g
    check(got, ref)
    assert int(opt.global_step.asnumpy()[0]) == STEPS


@pytest.mark.parametrize("nesterov", [False, True])
def test_momentum(nesterov):
    # MindSpore 2.10's CPU ApplyMomentum ignores use_nesterov (recorded in tests/conformance optim)
    params, ref, grads = make(1)
    lr, mom = 0.05, 0.8
    got = run(nn.Momentum(params, lr, mom, use_nesterov=nesterov), params, grads)
    acc = [np.zeros_like(r) for r in ref]
    for gs in grads:
        for i, g in enumerate(gs):
            acc[i] = mom * acc[i] + g
            ref[i] = ref[i] - lr * acc[i]
    check(got, ref)


@pytest.mark.parametrize("nesterov, wd", [(False, 0.0), (True, 0.0), (False, 0.1)])
def test_adam(nesterov, wd):
    params, ref, grads = make(2)
    lr, b1, b2, eps = 0.01, 0.9, 0.999, 1e-8
    opt = nn.Adam(params, lr, b1, b2, eps, use_nesterov=nesterov, weight_decay=wd)
    got = run(opt, params, grads)
    m = [np.zeros_like(r) for r in ref]
    v = [np.zeros_like(r) for r in ref]
    for step, gs in enumerate(grads, 1):
        lr_t = lr * np.sqrt(1 - b2 ** step) / (1 - b1 ** step)
        for i, g in enumerate(gs):
            g = g.astype(np.float64)
            if wd and i == 0:
                g = g + wd * ref[i]
            m[i] = m[i] + (g - m[i]) * (1 - b1)
            v[i] = v[i] + (g * g - v[i]) * (1 - b2)
            d = m[i] * b1 + (1 - b1) * g if nesterov else m[i]
            ref[i] = ref[i] - lr_t * d / (np.sqrt(v[i]) + eps)
    check(got, ref)
    assert [p.name for p in opt.moment1] == ["moment1.w", "moment1.gamma"]
    assert opt.moment1[0].requires_grad  # MindSpore's clone keeps requires_grad (recorded: optim)


def test_adamw():
    params, ref, grads = make(3)
    lr, b1, b2, eps, wd = 0.01, 0.9, 0.99, 1e-8, 0.1
    got = run(nn.AdamW(params, lr, b1, b2, eps, wd), params, grads)
    m = [np.zeros_like(r) for r in ref]
    v = [np.zeros_like(r) for r in ref]
    for step, gs in enumerate(grads, 1):
        for i, g in enumerate(gs):
            if i == 0:
                ref[i] = ref[i] * (1 - lr * wd)
            m[i] = b1 * m[i] + (1 - b1) * g
            v[i] = b2 * v[i] + (1 - b2) * g * g
            ref[i] = ref[i] - lr * (m[i] / (1 - b1 ** step)) / (np.sqrt(v[i] / (1 - b2 ** step)) + eps)
    check(got, ref)


def test_adam_weight_decay():
    params, ref, grads = make(4)
    lr, b1, b2, eps, wd = 0.01, 0.9, 0.999, 1e-6, 0.05
    got = run(nn.AdamWeightDecay(params, lr, b1, b2, eps, wd), params, grads)
    m = [np.zeros_like(r) for r in ref]
    v = [np.zeros_like(r) for r in ref]
    for gs in grads:
        for i, g in enumerate(gs):
            m[i] = b1 * m[i] + (1 - b1) * g
            v[i] = b2 * v[i] + (1 - b2) * g * g
            upd = m[i] / (np.sqrt(v[i]) + eps) + (wd * ref[i] if i == 0 else 0)
            ref[i] = ref[i] - lr * upd
    check(got, ref)


def test_learning_rate_is_a_parameter_and_loss_scale():
    params, ref, grads = make(5)
    opt = nn.SGD(params, 0.1, loss_scale=4.0)
    opt.learning_rate.set_data(ms.Tensor(np.array(0.2, np.float32)))
    got = run(opt, params, grads)
    for gs in grads:
        for i, g in enumerate(gs):
            ref[i] = ref[i] - 0.2 * g / 4.0
    check(got, ref)


def test_optimizer_argument_errors():
    params, _, _ = make()
    with pytest.raises(ValueError):
        nn.SGD(params, -1.0)
    with pytest.raises(TypeError):
        nn.SGD([ms.Tensor(np.zeros(2))])
    with pytest.raises(ValueError):
        nn.Adam(params, beta1=1.0)
    with pytest.raises(ValueError):
        nn.SGD(params, 0.1, nesterov=True)
