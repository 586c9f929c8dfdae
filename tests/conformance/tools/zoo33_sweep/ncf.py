"""research/recommend/ncf: NCFModel (20 users, 30 items, 4 factors, layers [8, 8, 4], mf_dim 4): nn.Embedding on
(B, 1) ids, Squeeze + slicing, the zoo's DenseLayer (MatMul transpose_b + BiasAdd + relu), NetWithLossClass
(ZerosLike/Concat logits, sparse SoftmaxCrossEntropyWithLogits, masked mean with Reciprocal), grads, TrainStepWrap
(Adam loss_scale 16384 with dynamic_lr, Fill'ed sens, defer_inline) under Model.train, PredictWithSigmoid (TopK,
NotEqual weights) with the zoo's NCFMetric (hit rate / NDCG) in Model(train_net, eval_network=..., metrics).eval."""
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _z33 import *
import mindspore.dataset as ds
from src.ncf import NCFModel, NetWithLossClass, TrainStepWrap, PredictWithSigmoid
from src.metrics import NCFMetric
from src.lr_schedule import dynamic_lr

B, NU, NI = 8, 20, 30
def mk():
    return NCFModel(num_users=NU, num_items=NI, num_factors=4, model_layers=[8, 8, 4], mf_regularization=0,
                    mlp_reg_layers=[0.0, 0.0, 0.0], mf_dim=4)
def batch(k):
    u = ((np.arange(B) * 3 + k) % NU).reshape(B, 1).astype(np.int32)
    i = ((np.arange(B) * 7 + 2 * k) % NI).reshape(B, 1).astype(np.int32)
    lab = ((np.arange(B) + k) % 2).reshape(B, 1).astype(np.int32)
    m = np.ones((B, 1), np.float32); m[-1] = 0
    return u, i, lab, m
net = mk()
out("names", set_weights(net, 0.5))
args = [ms.Tensor(v) for v in batch(0)]
out("fwd", guard("fwd", net, *args[:2]))
ln = NetWithLossClass(net)
out("loss", guard("loss", ln, *args))
g = guard("grads", ms.grad(ln, grad_position=None, weights=net.trainable_params()), *args)
if g is not None:
    out("grads", {p.name: v for p, v in zip(net.trainable_params(), g)})
out("lr", dynamic_lr(0.01, 12, 5))
def dset():
    rows = []
    for k in range(NSTEP):
        b = batch(k)
        rows += [tuple(v[j] for v in b) for j in range(B)]
    return ds.GeneratorDataset(rows, ["users", "items", "labels", "mask"], shuffle=False).batch(B)
net = mk()
set_weights(net, 0.5)
tw = TrainStepWrap(NetWithLossClass(net), 2 * NSTEP, sens=16384.0)
model = ms.Model(tw)
train_record("train", model, dset(), epochs=2)
weights("train_w", net)
K, NEG = 3, 4
ev = PredictWithSigmoid(net, K, NEG)
eu = np.repeat(np.arange(4), NEG + 1).reshape(-1, 1).astype(np.int32)
ei = ((np.arange(4 * (NEG + 1)) * 11 + 3) % NI).reshape(-1, 1).astype(np.int32)
dm = np.zeros((4 * (NEG + 1), 1), np.float32); dm[:NEG] = 1
out("predict", guard("predict", ev, ms.Tensor(eu), ms.Tensor(ei), ms.Tensor(dm)))
eds = ds.GeneratorDataset([(eu[j * (NEG + 1):(j + 1) * (NEG + 1)], ei[j * (NEG + 1):(j + 1) * (NEG + 1)],
                            dm[j * (NEG + 1):(j + 1) * (NEG + 1)]) for j in range(4)],
                          ["users", "items", "masks"], shuffle=False).batch(4)
eds = eds.map(operations=lambda a: a.reshape(-1, 1), input_columns=["users"]).map(
    operations=lambda a: a.reshape(-1, 1), input_columns=["items"]).map(operations=lambda a: a.reshape(-1, 1),
                                                                        input_columns=["masks"])
model = ms.Model(tw, eval_network=ev, metrics={"ncf": NCFMetric()})
out("eval", guard("eval", model.eval, eds, dataset_sink_mode=False))
