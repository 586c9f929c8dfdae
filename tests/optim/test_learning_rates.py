"""Learning-rate lists and schedules against the formulas, and schedules in Graph mode."""
import math

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

import msgraph as ms
from msgraph import nn


@settings(max_examples=30, deadline=None)
@given(lr=st.floats(0.001, 1.0), rate=st.floats(0.05, 0.99), total=st.integers(1, 30),
       per_epoch=st.integers(1, 5), decay_epoch=st.integers(1, 4), stair=st.booleans())
def test_decay_lists_follow_their_formulas(lr, rate, total, per_epoch, decay_epoch, stair):
    epochs = [i // per_epoch for i in range(total)]
    exp = nn.exponential_decay_lr(lr, rate, total, per_epoch, decay_epoch, stair)
    nat = nn.natural_exp_decay_lr(lr, rate, total, per_epoch, decay_epoch, stair)
    inv = nn.inverse_decay_lr(lr, rate, total, per_epoch, decay_epoch, stair)
    assert len(exp) == len(nat) == len(inv) == total
    for e, a, b, c in zip(epochs, exp, nat, inv):
        p = e // decay_epoch if stair else e / decay_epoch
        assert a == pytest.approx(lr * rate ** p, rel=1e-12)
        assert b == pytest.approx(lr * math.exp(-rate * (e // decay_epoch * decay_epoch if stair else e)), rel=1e-12)
        assert c == pytest.approx(lr / (1 + rate * p), rel=1e-12)


def test_cosine_polynomial_warmup_piecewise():
    assert nn.cosine_decay_lr(0.0, 1.0, 5, 1, 4) == pytest.approx([1.0, 0.8535533, 0.5, 0.1464466, 0.0], abs=1e-6)
    assert nn.polynomial_decay_lr(1.0, 0.0, 4, 1, 2, 1.0) == pytest.approx([1.0, 0.5, 0.0, 0.0])
    assert nn.polynomial_decay_lr(1.0, 0.0, 4, 1, 2, 1.0, True) == pytest.approx([1.0, 0.5, 0.0, 0.25])
    assert nn.warmup_lr(1.0, 4, 1, 2) == pytest.approx([0.0, 0.5, 1.0, 1.0])
    assert nn.piecewise_constant_lr([1, 3], [0.5, 0.25]) == [0.5, 0.25, 0.25]


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_schedules_match_lists_and_compile_once(mode):
    ms.set_context(mode=mode)
    cases = [
        (nn.ExponentialDecayLR(0.1, 0.9, 2), nn.exponential_decay_lr(0.1, 0.9, 8, 1, 2)),
        (nn.InverseDecayLR(0.1, 0.5, 3, True), nn.inverse_decay_lr(0.1, 0.5, 8, 1, 3, True)),
        (nn.CosineDecayLR(0.01, 0.1, 4), nn.cosine_decay_lr(0.01, 0.1, 8, 1, 4)),
        (nn.PolynomialDecayLR(0.1, 0.01, 4, 2.0), nn.polynomial_decay_lr(0.1, 0.01, 8, 1, 4, 2.0)),
        (nn.WarmUpLR(0.1, 4), nn.warmup_lr(0.1, 8, 1, 4)),
    ]
    for sched, want in cases:
        got = [float(sched(ms.Tensor(np.array(i, np.int32))).asnumpy()) for i in range(8)]
        np.testing.assert_allclose(got, want, rtol=2e-6, atol=1e-8)
        if mode == ms.GRAPH_MODE:
            assert ms.compiled(sched).cache_info().compiles == 1


def test_schedule_argument_errors():
    with pytest.raises(TypeError):
        nn.ExponentialDecayLR(1, 0.9, 2)
    with pytest.raises(ValueError):
        nn.ExponentialDecayLR(0.1, 0.9, 0)
    with pytest.raises(ValueError):
        nn.CosineDecayLR(0.2, 0.1, 3)
    with pytest.raises(TypeError):
        nn.warmup_lr(1, 3, 1, 1)


def test_optimizer_reads_dynamic_lr_at_global_step():
    p = ms.Parameter(np.zeros(2, np.float32), name="w")
    opt = nn.SGD([p], [0.5, 0.25, 0.125])
    g = ms.Tensor(np.ones(2, np.float32))
    for _ in range(3):
        opt((g,))
    np.testing.assert_allclose(p.asnumpy(), -(0.5 + 0.25 + 0.125))
    assert opt.dynamic_lr and int(opt.global_step.asnumpy()[0]) == 3
    assert float(opt.get_lr_parameter(p).asnumpy()[1]) == 0.25


def test_group_learning_rates_and_order():
    a = ms.Parameter(np.zeros(2, np.float32), name="a")
    b = ms.Parameter(np.zeros(3, np.float32), name="b")
    opt = nn.SGD([{"params": [a], "lr": 0.5}, {"params": [b]}, {"order_params": [b, a]}], 0.1)
    assert [q.name for q in opt.parameters] == ["b", "a"]
    opt((ms.Tensor(np.ones(3, np.float32)), ms.Tensor(np.ones(2, np.float32))))
    np.testing.assert_allclose(a.asnumpy(), -0.5)
    np.testing.assert_allclose(b.asnumpy(), -0.1)
    assert [q.name for q in opt.get_lr_parameter([a, b])] == ["learning_rate_group_0", "learning_rate"]
    with pytest.raises(RuntimeError):
        nn.SGD([{"params": [a]}, {"params": [a]}])
