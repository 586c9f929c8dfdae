"""research/recommend/deep_and_cross: DeepCrossModel (the zoo's EmbeddingLookup returning `table.value()` as a second
output, masked embeddings, two DenseLayers, six CrossLayers: C.tensor_dot(x_l, w, ((1,), (0,))), nn.MatMul on
(B, D, 1) x (B, 1, 1), Squeeze(2)) from DeepCrossConfig with batch 4, 5 fields, vocab 30, emb 4, deep [16, 8]:
forward, NetWithLossClass (SigmoidCrossEntropyWithLogits, mean), grads (the table included), TrainStepWrap
(Adam(lr 1e-4 x 100, eps 1e-8, loss_scale 1000), Fill'ed sens) under Model(train_net).train,
 PredictWithSigmoid; and the convert_dtype=True float16 DenseLayer alone."""
import os, sys, tempfile
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _z46 import *
import mindspore.dataset as ds
from src.deep_and_cross import DeepCrossModel, NetWithLossClass, TrainStepWrap, PredictWithSigmoid, DenseLayer
from src.config import DeepCrossConfig

cfg = DeepCrossConfig()
cfg.batch_size, cfg.field_size, cfg.vocab_size, cfg.emb_dim, cfg.deep_layer_dim = 4, 5, 30, 4, [16, 8]
B, Fd = 4, 5
def batch(k):
    ids = ((np.arange(B * Fd).reshape(B, Fd) * 7 + 3 * k) % 30).astype(np.int32)
    wts = (0.5 + 0.5 * np.cos(np.arange(B * Fd).reshape(B, Fd) + k)).astype(np.float32) * (1 + PERT)
    lab = ((np.arange(B) + k) % 2).reshape(B, 1).astype(np.float32)
    return ids, wts, lab
def mk():
    np.random.seed(0)
    n = DeepCrossModel(cfg)
    set_weights(n, 0.6)
    return n
net = mk()
out("names", [(p.name, tuple(p.shape)) for p in net.get_parameters()])
a = [ms.Tensor(v) for v in batch(0)]
out("fwd", guard("fwd", net, a[0], a[1]))
ln = NetWithLossClass(net)
out("loss", guard("loss", ln, *a))
g = guard("grads", ms.grad(ln, grad_position=None, weights=net.trainable_params()), *a)
if g is not None:
    out("grads", {p.name: v for p, v in zip(net.trainable_params(), g)})
def dset():
    rows = []
    for k in range(NSTEP):
        b = batch(k)
        rows += [tuple(v[j] for v in b) for j in range(B)]
    return ds.GeneratorDataset(rows, ["ids", "wts", "label"], shuffle=False).batch(B)
net = mk()
tw = TrainStepWrap(NetWithLossClass(net), lr=0.01)
model = ms.Model(tw)
train_record("train", model, dset(), epochs=1)
weights("train_w", net)
out("predict", guard("predict", PredictWithSigmoid(net), *a))
d16 = DenseLayer(6, 5, ['normal', 'normal'], "relu", convert_dtype=True)
set_weights(d16)
xs = ms.Tensor(data(3, 6, k=2))
out("dense16", guard("dense16", d16, xs))
g = guard("dense16.grads", ms.grad(lambda v: d16(v).sum(), grad_position=0, weights=d16.trainable_params()), xs)
out("dense16.grads", g)
