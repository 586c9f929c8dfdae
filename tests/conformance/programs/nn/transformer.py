"""nn.MultiheadAttention (masks, kdim/vdim, add_bias_kv, add_zero_attn, batch_first, unbatched) and the
Transformer encoder/decoder layers: outputs and gradients on fixed weights."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit


def fill(net):
    for i, p in enumerate(net.trainable_params()):
        n = int(np.prod(p.shape))
        p.set_data(Tensor((((np.arange(n) * 7 + 3 * i) % 13) - 6).reshape(p.shape).astype(np.float32) * 0.05))


def first(out):
    if isinstance(out, tuple):
        return out[0]
    return out


class Weighted(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net

    def construct(self, *inputs):
        o = first(self.net(*inputs))
        coef = ops.reshape(ops.arange(o.size).astype(o.dtype), o.shape) * 0.02 - 0.3
        return (o * coef).sum()


def check(label, net, *inputs):
    fill(net)
    emit(label + "_names", [(p.name, p.shape) for p in net.get_parameters()])
    emit(label, net(*inputs), rtol=1e-4, atol=1e-5)
    grads = ms.grad(Weighted(net), grad_position=0, weights=net.trainable_params())(*inputs)
    emit(label + "_grad", grads, rtol=1e-4, atol=1e-4)


L, S, N, E = 4, 5, 2, 8
q = Tensor((np.arange(L * N * E).reshape(L, N, E) % 9).astype(np.float32) / 9 - 0.5)
kv = Tensor((np.arange(S * N * E).reshape(S, N, E) % 7).astype(np.float32) / 7 - 0.4)
kv6 = Tensor((np.arange(S * N * 6).reshape(S, N, 6) % 5).astype(np.float32) / 5 - 0.4)
kpm = Tensor(np.array([[False, False, False, True, True], [False, False, False, False, False]]))
causal = Tensor(np.triu(np.ones((L, L), np.bool_), 1))
fmask = Tensor((np.arange(L * S).reshape(L, S) % 3).astype(np.float32) * -0.5)

check("mha_self", nn.MultiheadAttention(E, 2), q, q, q)
check("mha_cross_kpm", nn.MultiheadAttention(E, 4), q, kv, kv, kpm)
check("mha_causal_heads", nn.MultiheadAttention(E, 2), q, q, q, None, True, causal, False)
check("mha_float_mask", nn.MultiheadAttention(E, 2), q, kv, kv, None, True, fmask)
check("mha_kdim_vdim", nn.MultiheadAttention(E, 2, kdim=6, vdim=6), q, kv6, kv6)
check("mha_bias_kv_zero_attn", nn.MultiheadAttention(E, 2, add_bias_kv=True, add_zero_attn=True), q, kv, kv, kpm)
check("mha_no_bias_no_weights", nn.MultiheadAttention(E, 2, has_bias=False), q, kv, kv, None, False)
qb = Tensor(np.swapaxes(q.asnumpy(), 0, 1).copy())
check("mha_batch_first", nn.MultiheadAttention(E, 2, batch_first=True), qb, qb, qb)
check("mha_unbatched", nn.MultiheadAttention(E, 2), q[:, 0], kv[:, 0], kv[:, 0])

check("encoder_layer", nn.TransformerEncoderLayer(E, 2, 16), q)
check("encoder_layer_norm_first_gelu", nn.TransformerEncoderLayer(E, 2, 16, activation="gelu", norm_first=True),
      q, causal)
check("encoder_layer_kpm_batch_first",
      nn.TransformerEncoderLayer(E, 2, 16, batch_first=True), qb, None, Tensor(np.array([[False] * 3 + [True],
                                                                                         [False] * 4])))
enc = nn.TransformerEncoder(nn.TransformerEncoderLayer(E, 2, 16), 2, nn.LayerNorm((E,)))
check("encoder", enc, q)
check("decoder_layer", nn.TransformerDecoderLayer(E, 2, 16), q, kv)
check("decoder_layer_masks_norm_first", nn.TransformerDecoderLayer(E, 2, 16, norm_first=True), q, kv, causal,
      None, None, kpm)
dec = nn.TransformerDecoder(nn.TransformerDecoderLayer(E, 2, 16), 2, nn.LayerNorm((E,)))
check("decoder", dec, q, kv)
tr = nn.Transformer(E, 2, 1, 1, 16)
emit("transformer_names", [(p.name, p.shape) for p in tr.get_parameters()])
fill(tr)
emit("transformer", tr(kv, q), rtol=1e-4, atol=1e-5)
emit("transformer_grad", ms.grad(tr, grad_position=(0, 1))(kv, q), rtol=1e-4, atol=1e-4)
