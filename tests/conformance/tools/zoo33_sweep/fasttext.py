"""research/nlp/fasttext: FastText(vocab 30, embedding 8, 4 classes): nn.Embedding(padding_idx=0,
embedding_table='Zeros') (set_weights then overwrites; row 0 kept by padding?), ReduceSum over tokens, RealDiv by the
(B, 1) lengths, a float16 Dense (to_float(float16), XavierUniform(1)); FastTextNetWithLoss (Squeeze(axis=1) label,
SoftmaxCrossEntropyWithLogits sparse mean), parameter grads; FastTextTrainOneStepCell (GradOperation sens_param with a
(1,)-shaped sens from tuple_to_array, clip_grad MultitypeFuncGraph with nn.ClipByNorm, Adam(beta1 0.9, beta2 0.999))
under Model(net_with_grads).train with polynomial_decay_scheduler and train.py's LossCallBack."""
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _z33 import *
import mindspore.nn as nn
import mindspore.dataset as ds
from src.fasttext_model import FastText
from src.fasttext_train import FastTextNetWithLoss, FastTextTrainOneStepCell
from src.lr_schedule import polynomial_decay_scheduler

B, L, V, E, C = 4, 6, 30, 8, 4
def batch(k):
    tok = ((np.arange(B * L).reshape(B, L) * (3 + k) + k) % (V - 1) + 1).astype(np.int32)
    ln = np.array([L, L - 1, L - 2, L - 3])
    for i in range(B):
        tok[i, ln[i]:] = 0
    return tok, ln.reshape(B, 1).astype(np.float32) * PERT, np.array([[(i + k) % C] for i in range(B)], np.int32)
net = FastText(V, E, C)
out("init_table_row0", net.embeding_func.embedding_table.asnumpy()[0])
out("names", set_weights(net, 0.5))
t, l, y = (ms.Tensor(v) for v in batch(0))
out("fwd", guard("fwd", net, t, l))
wl = FastTextNetWithLoss(V, E, C)
set_weights(wl, 0.5)
out("loss", guard("loss", wl, t, l, y))
g = guard("grads", ms.grad(wl, grad_position=None, weights=wl.trainable_params()), t, l, y)
if g is not None:
    out("grads", {p.name: v for p, v in zip(wl.trainable_params(), g)})
lr = polynomial_decay_scheduler(lr=0.2, min_lr=1e-6, decay_steps=2, total_update_num=2 * NSTEP, warmup_steps=2, power=0.5)
out("lr", lr)
def dset():
    rows = []
    for k in range(NSTEP):
        b = batch(k)
        rows += [tuple(v[j] for v in b) for j in range(B)]
    return ds.GeneratorDataset(rows, ["src_tokens", "src_tokens_length", "label_idx"], shuffle=False).batch(B)
wl = FastTextNetWithLoss(V, E, C)
set_weights(wl, 0.5)
opt = nn.Adam(wl.trainable_params(), ms.Tensor(lr, ms.float32), beta1=0.9, beta2=0.999)
wg = FastTextTrainOneStepCell(wl, optimizer=opt)
out("step0", guard("step0", wg, t, l, y))
model = ms.Model(wg)
train_record("train", model, dset())
weights("train_w", wl)
