"""MultiheadAttention and Transformer layers: numpy reference, shapes, masks, errors
(MindSpore values: conformance nn/transformer.py)."""
import numpy as np
import pytest

import msgraph as ms
from msgraph import nn

RNG = np.random.default_rng(11)


def softmax(a):
    e = np.exp(a - a.max(-1, keepdims=True))
    return e / e.sum(-1, keepdims=True)


@pytest.mark.msgraph_modes
def test_mha_matches_numpy_reference_with_padding_mask():
    L, S, N, E, H = 3, 4, 2, 6, 2
    mha = nn.MultiheadAttention(E, H)
    q = RNG.normal(size=(L, N, E)).astype(np.float32)
    kv = RNG.normal(size=(S, N, E)).astype(np.float32)
    kpm = np.array([[False, False, True, True], [False, False, False, False]])
    out, w = mha(ms.Tensor(q), ms.Tensor(kv), ms.Tensor(kv), ms.Tensor(kpm))
    W, b = mha.in_proj_weight.asnumpy(), mha.in_proj_bias.asnumpy()
    qp, kp, vp = q @ W[:E].T + b[:E], kv @ W[E:2 * E].T + b[E:2 * E], kv @ W[2 * E:].T + b[2 * E:]
    d = E // H
    ref = np.zeros((L, N, E), np.float64)
    ref_w = np.zeros((N, L, S))
    for n in range(N):
        for h in range(H):
            s = qp[:, n, h * d:(h + 1) * d] @ kp[:, n, h * d:(h + 1) * d].T / np.sqrt(d)
            s = np.where(kpm[n][None, :], -np.inf, s)
            a = softmax(s)
            ref[:, n, h * d:(h + 1) * d] = a @ vp[:, n, h * d:(h + 1) * d]
            ref_w[n] += a / H
    ref = ref.reshape(L * N, E) @ mha.out_proj.weight.asnumpy().T + mha.out_proj.bias.asnumpy()
    np.testing.assert_allclose(out.asnumpy(), ref.reshape(L, N, E), rtol=1e-4, atol=1e-5)
    np.testing.assert_allclose(w.asnumpy(), ref_w, rtol=1e-4, atol=1e-6)


@pytest.mark.msgraph_modes
def test_encoder_decoder_shapes_and_identical_layer_copies():
    layer = nn.TransformerEncoderLayer(8, 2, 16, dropout=0.0)
    enc = nn.TransformerEncoder(layer, 2)
    a, b = enc.layers[0], enc.layers[1]
    for p, q in zip(a.get_parameters(), b.get_parameters()):
        np.testing.assert_array_equal(p.asnumpy(), q.asnumpy())
    assert enc.layers[1].dense1.weight.name == "layers.1.dense1.weight"
    x = ms.Tensor(RNG.normal(size=(5, 2, 8)).astype(np.float32))
    assert enc(x).shape == (5, 2, 8)
    dec = nn.TransformerDecoderLayer(8, 2, 16, batch_first=True)
    assert dec(ms.Tensor(RNG.normal(size=(2, 3, 8)).astype(np.float32)), x.swapaxes(0, 1)).shape == (2, 3, 8)


def test_errors():
    with pytest.raises(ValueError):
        nn.MultiheadAttention(7, 2)
    with pytest.raises(ValueError):
        nn.TransformerEncoderLayer(8, 2, activation="tanh")
    with pytest.raises(ValueError):
        nn.TransformerEncoderLayer(8, 2, activation=nn.Sigmoid())
    mha = nn.MultiheadAttention(4, 2)
    x = ms.Tensor(np.ones((3, 1, 4), np.float32))
    with pytest.raises(ValueError):
        mha(x, x, x, attn_mask=ms.Tensor(np.zeros((2, 2), np.float32)))
    assert len(mha(x, x, x, need_weights=False)) == 1
