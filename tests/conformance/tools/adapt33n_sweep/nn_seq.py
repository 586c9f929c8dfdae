import os
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _h import case
if os.environ.get("SWEEP_GRAPH") == "1":
    ms.set_context(mode=ms.GRAPH_MODE)

def det(cell):
    for i, (n, p) in enumerate(cell.parameters_and_names()):
        v = np.sin(np.arange(p.size) * 0.37 + i) * 0.3
        p.set_data(Tensor(v.reshape(p.shape).astype(ms.dtype_to_nptype(p.dtype))))
    return cell

def x_(shape, dt=np.float32, s=0.3):
    return Tensor((np.cos(np.arange(int(np.prod(shape))) * s)).reshape(shape).astype(dt))

def run(label, mk, *inps, train=False):
    def f():
        c = det(mk())
        c.set_train(train)
        return c(*inps)
    case(label, f)

for cls in ("LSTM", "GRU", "RNN"):
    C = getattr(nn, cls)
    run(cls + "_basic", lambda: C(3, 4), x_((5, 2, 3)))
    run(cls + "_bf", lambda: C(3, 4, batch_first=True), x_((2, 5, 3)))
    run(cls + "_bi", lambda: C(3, 4, bidirectional=True), x_((5, 2, 3)))
    run(cls + "_2l", lambda: C(3, 4, num_layers=2), x_((5, 2, 3)))
    run(cls + "_2l_bi_bf", lambda: C(3, 4, num_layers=2, bidirectional=True, batch_first=True), x_((2, 5, 3)))
    run(cls + "_nobias", lambda: C(3, 4, has_bias=False), x_((5, 2, 3)))
    run(cls + "_seqlen", lambda: C(3, 4), x_((5, 2, 3)), None if cls != "x" else None)
    h0 = x_((1, 2, 4), s=0.5)
    hx = (h0, x_((1, 2, 4), s=0.7)) if cls == "LSTM" else h0
    run(cls + "_hx", lambda: C(3, 4), x_((5, 2, 3)), hx)
    sl = Tensor(np.array([5, 3], np.int32))
    run(cls + "_seq_length", lambda: C(3, 4, batch_first=True), x_((2, 5, 3)), hx, sl)
    h0b = x_((2, 2, 4), s=0.5)
    hxb = (h0b, x_((2, 2, 4), s=0.7)) if cls == "LSTM" else h0b
    run(cls + "_seq_length_bi", lambda: C(3, 4, batch_first=True, bidirectional=True), x_((2, 5, 3)), hxb, sl)
    run(cls + "_fp16", lambda: C(3, 4, dtype=ms.float16), x_((5, 2, 3), np.float16))
    run(cls + "_fp16_in_fp32cell", lambda: C(3, 4), x_((5, 2, 3), np.float16))
    run(cls + "_badin", lambda: C(3, 4), x_((5, 2, 2)))
    run(cls + "_2d", lambda: C(3, 4), x_((5, 3)))
    run(cls + "_dropout_eval", lambda: C(3, 4, num_layers=2, dropout=0.5), x_((5, 2, 3)))
    def g(C=C):
        c = det(C(3, 4))
        return ms.grad(lambda x: c(x)[0].sum())(x_((5, 2, 3)))
    case(cls + "_grad", g)
    def gp(C=C):
        c = det(C(3, 4))
        return ms.grad(lambda x: c(x)[0].sum(), grad_position=None, weights=c.trainable_params())(x_((5, 2, 3)))
    case(cls + "_grad_w", gp)
for cls in ("LSTMCell", "GRUCell", "RNNCell"):
    C = getattr(nn, cls)
    h = x_((2, 4), s=0.5)
    hx = (h, x_((2, 4), s=0.7)) if cls == "LSTMCell" else h
    run(cls, lambda: C(3, 4), x_((2, 3)), hx)
    run(cls + "_nobias", lambda: C(3, 4, has_bias=False), x_((2, 3)), hx)
    run(cls + "_1d", lambda: C(3, 4), x_((3,)), (h[0], h[0]) if cls == "LSTMCell" else h[0])
run("RNN_relu", lambda: nn.RNN(3, 4, nonlinearity="relu"), x_((5, 2, 3)))
run("RNNCell_relu", lambda: nn.RNNCell(3, 4, nonlinearity="relu"), x_((2, 3)), x_((2, 4)))
# attention
q = x_((3, 2, 4)); k = x_((5, 2, 4), s=0.4); v = x_((5, 2, 4), s=0.6)
run("mha", lambda: nn.MultiheadAttention(4, 2), q, k, v)
run("mha_bf", lambda: nn.MultiheadAttention(4, 2, batch_first=True), q.swapaxes(0, 1), k.swapaxes(0, 1), v.swapaxes(0, 1))
run("mha_kv", lambda: nn.MultiheadAttention(4, 2, kdim=3, vdim=5), q, x_((5, 2, 3)), x_((5, 2, 5)))
run("mha_mask", lambda: nn.MultiheadAttention(4, 2), q, k, v, Tensor(np.array([[False, False, False, True, True]] * 2)))
run("mha_attnmask", lambda: nn.MultiheadAttention(4, 2), q, k, v, None, True, Tensor(np.triu(np.ones((3, 5), np.bool_), 1)))
run("mha_noavg", lambda: nn.MultiheadAttention(4, 2), q, k, v, None, True, None, False)
run("mha_noweights", lambda: nn.MultiheadAttention(4, 2), q, k, v, None, False)
run("mha_bias_kv", lambda: nn.MultiheadAttention(4, 2, add_bias_kv=True, add_zero_attn=True), q, k, v)
run("mha_floatmask", lambda: nn.MultiheadAttention(4, 2), q, k, v, None, True, Tensor(np.triu(np.full((3, 5), -1e9, np.float32), 1)))
run("mha_unbatched", lambda: nn.MultiheadAttention(4, 2), q[:, 0], k[:, 0], v[:, 0])
run("tel", lambda: nn.TransformerEncoderLayer(4, 2, 8, dropout=0.0), q)
run("tel_gelu_nf", lambda: nn.TransformerEncoderLayer(4, 2, 8, dropout=0.0, activation="gelu", norm_first=True, batch_first=True), q)
run("tdl", lambda: nn.TransformerDecoderLayer(4, 2, 8, dropout=0.0), q, k)
run("te", lambda: nn.TransformerEncoder(nn.TransformerEncoderLayer(4, 2, 8, dropout=0.0), 2), q)
run("tr", lambda: nn.Transformer(4, 2, 1, 1, 8, dropout=0.0), k, q)
run("tel_mask", lambda: nn.TransformerEncoderLayer(4, 2, 8, dropout=0.0), q, Tensor(np.triu(np.ones((3, 3), np.bool_), 1)))
run("tel_kpm", lambda: nn.TransformerEncoderLayer(4, 2, 8, dropout=0.0), q, None, Tensor(np.array([[False, False, True]] * 2)))
