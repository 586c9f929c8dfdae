"""nn.RNN / LSTM / GRU and the cells: numpy references, seq_length semantics, shapes, init, errors.

The numbers against MindSpore itself are in tests/conformance/programs/nn/rnns.py.
"""
import math

import numpy as np
import pytest

import msgraph as ms
from msgraph import nn

RNG = np.random.default_rng(7)


def sig(v):
    return 1 / (1 + np.exp(-v))


def np_lstm(x, w_ih, w_hh, b_ih, b_hh, h, c):
    outs = []
    for t in range(x.shape[0]):
        g = x[t] @ w_ih.T + b_ih + h @ w_hh.T + b_hh
        i, f, gg, o = np.split(g, 4, axis=-1)
        c = sig(f) * c + sig(i) * np.tanh(gg)
        h = sig(o) * np.tanh(c)
        outs.append(h)
    return np.stack(outs), h, c


def np_gru_step(x, h, w_ih, w_hh, b_ih, b_hh):
    xr, xz, xn = np.split(x @ w_ih.T + b_ih, 3, axis=-1)
    hr, hz, hn = np.split(h @ w_hh.T + b_hh, 3, axis=-1)
    r, z = sig(xr + hr), sig(xz + hz)
    n = np.tanh(xn + r * hn)
    return (1 - z) * n + z * h


@pytest.mark.msgraph_modes
def test_lstm_matches_numpy_reference():
    lstm = nn.LSTM(3, 4)
    x = RNG.normal(size=(6, 2, 3)).astype(np.float32)
    out, (h, c) = lstm(ms.Tensor(x))
    p = {q.name: q.asnumpy() for q in lstm.get_parameters()}
    ref_out, ref_h, ref_c = np_lstm(x, p["weight_ih_l0"], p["weight_hh_l0"], p["bias_ih_l0"], p["bias_hh_l0"],
                                    np.zeros((2, 4), np.float32), np.zeros((2, 4), np.float32))
    np.testing.assert_allclose(out.asnumpy(), ref_out, rtol=1e-5, atol=1e-6)
    np.testing.assert_allclose(h.asnumpy()[0], ref_h, rtol=1e-5, atol=1e-6)
    np.testing.assert_allclose(c.asnumpy()[0], ref_c, rtol=1e-5, atol=1e-6)
    assert out.shape == (6, 2, 4) and h.shape == (1, 2, 4)


@pytest.mark.msgraph_modes
def test_gru_cell_matches_numpy_reference():
    cell = nn.GRUCell(3, 5)
    x = RNG.normal(size=(2, 3)).astype(np.float32)
    h = RNG.normal(size=(2, 5)).astype(np.float32)
    got = cell(ms.Tensor(x), ms.Tensor(h)).asnumpy()
    ref = np_gru_step(x, h, cell.weight_ih.asnumpy(), cell.weight_hh.asnumpy(), cell.bias_ih.asnumpy(),
                      cell.bias_hh.asnumpy())
    np.testing.assert_allclose(got, ref, rtol=1e-5, atol=1e-6)


@pytest.mark.msgraph_modes
@pytest.mark.parametrize("cls", [nn.LSTM, nn.GRU, nn.RNN])
def test_seq_length_equals_running_the_prefix(cls):
    net = cls(3, 4, bidirectional=True)
    x = RNG.normal(size=(5, 2, 3)).astype(np.float32)
    out, hn = net(ms.Tensor(x), None, ms.Tensor(np.array([5, 3], np.int32)))
    out_b, hn_b = net(ms.Tensor(x[:3, 1:2]))
    h_all = hn[0] if cls is nn.LSTM else hn
    h_b = hn_b[0] if cls is nn.LSTM else hn_b
    np.testing.assert_allclose(out.asnumpy()[:3, 1], out_b.asnumpy()[:, 0], rtol=1e-5, atol=1e-6)
    np.testing.assert_array_equal(out.asnumpy()[3:, 1], 0)
    np.testing.assert_allclose(h_all.asnumpy()[:, 1], h_b.asnumpy()[:, 0], rtol=1e-5, atol=1e-6)


@pytest.mark.msgraph_modes
def test_batch_first_is_a_transpose_and_dropout_trains():
    net = nn.GRU(3, 4, num_layers=2, dropout=0.5)
    x = RNG.normal(size=(4, 2, 3)).astype(np.float32)
    a, ha = net(ms.Tensor(x))
    net_bf = nn.GRU(3, 4, num_layers=2, batch_first=True)
    for p, q in zip(net_bf.get_parameters(), net.get_parameters()):
        p.set_data(q)
    b, hb = net_bf(ms.Tensor(x.transpose(1, 0, 2)))
    np.testing.assert_allclose(b.asnumpy().transpose(1, 0, 2), a.asnumpy(), rtol=1e-6)
    np.testing.assert_allclose(hb.asnumpy(), ha.asnumpy(), rtol=1e-6)
    net.set_train(True)
    out, _ = net(ms.Tensor(x))
    assert out.shape == (4, 2, 4) and np.isfinite(out.asnumpy()).all()


def test_parameter_layout_and_init_bounds():
    net = nn.LSTM(3, 4, num_layers=2, bidirectional=True, has_bias=False)
    names = [p.name for p in net.get_parameters()]
    assert names == ["weight_ih_l0", "weight_ih_l0_reverse", "weight_ih_l1", "weight_ih_l1_reverse",
                     "weight_hh_l0", "weight_hh_l0_reverse", "weight_hh_l1", "weight_hh_l1_reverse"]
    assert net.weight_ih_l1.shape == (16, 8) and net.weight_hh_l0.shape == (16, 4)
    bound = 1 / math.sqrt(4)
    assert all(np.abs(p.asnumpy()).max() <= bound for p in net.get_parameters())
    assert [p.name for p in nn.RNNCell(2, 3).get_parameters()] == ["weight_ih", "weight_hh", "bias_ih", "bias_hh"]


def test_errors():
    with pytest.raises(TypeError):
        nn.LSTM(3.0, 4)
    with pytest.raises(ValueError):
        nn.GRU(3, 4, dropout=1.0)
    with pytest.raises(ValueError):
        nn.RNN(3, 4, nonlinearity="sigmoid")
    with pytest.raises(ValueError):
        nn.LSTM(3, 4)(ms.Tensor(np.ones((2, 3), np.float32)))
    with pytest.raises(ValueError):
        nn.GRU(3, 4)(ms.Tensor(np.ones((2, 2, 5), np.float32)))
