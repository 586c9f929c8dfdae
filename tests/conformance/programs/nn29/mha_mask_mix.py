"""nn.MultiheadAttention combining attn_mask and key_padding_mask as MindSpore 2.10's multi_head_attention_forward
does: a float key_padding_mask alone is added; a boolean attn_mask is OR-ed with the padding mask (a float one
counts where nonzero); a float attn_mask gets the padding mask added -- a boolean one as 1.0 where True, not
masked.  The same through nn.TransformerEncoderLayer (float src_mask + boolean src_key_padding_mask)."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from _conf import emit
from _nn29_util import det, setp

q, k = det((3, 2, 4)), det((5, 2, 4), "float32", -1, 1)
bm = Tensor(np.arange(15).reshape(3, 5) % 4 == 3)
fm = Tensor(np.triu(np.full((3, 5), -0.5, np.float32), 1))
bk = Tensor(np.arange(10).reshape(2, 5) % 3 == 2)
fk = Tensor(np.where(np.arange(10).reshape(2, 5) % 3 == 2, 0.5, 0).astype(np.float32))
m = setp(nn.MultiheadAttention(4, 2))
for name, am, kp in (("fm_bk", fm, bk), ("bm_fk", bm, fk), ("fm_fk", fm, fk), ("bm_bk", bm, bk), ("none_fk", None, fk)):
    emit(name, m(q, k, k, kp, True, am), rtol=1e-5, atol=1e-6)


def first_output(a):
    return m(a, k, k, bk, True, fm)[0]


emit("fm_bk_grad", ms.grad(first_output)(q), rtol=1e-4, atol=1e-6)
enc = setp(nn.TransformerEncoderLayer(4, 2, 8, 0.0))
src_mask = Tensor(np.triu(np.full((3, 3), -1e4, np.float32), 1))
kpm = Tensor(np.arange(6).reshape(2, 3) % 3 == 2)
emit("encoder_layer", enc(q, src_mask, kpm), rtol=1e-5, atol=1e-6)
emit("encoder_layer_float_kpm", enc(q, src_mask, Tensor(np.where(kpm.asnumpy(), -0.5, 0).astype(np.float32))),
     rtol=1e-5, atol=1e-6)
