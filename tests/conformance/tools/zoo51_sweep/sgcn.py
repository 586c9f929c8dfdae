"""research/gnn/sgcn: SignedGraphConvolutionalNetwork (SignedSAGEConvolutionBase / Deep layers: add_self_loops with
mnp.arange + Tile + Concat, row / col unpacked from the edge Tensor, gathers x[col], ms_scatter_add / ms_scatter_mean2
through ScatterNd with repeated indices (a sum) and mnp.ones counts, nn.MatMul().to_float(float16) as on CPU / Ascend,
bias, L2Normalize; neurons 96 / 64 / 32 fixed by the zoo) on 12 nodes x 6 features, 18 positive and 12 negative
edges (self loops removed as remove_self_loops does), norm True (scatter mean) and False (scatter add).  SGCNLoss: the
float16 regression MatMul + SoftmaxCrossEntropyWithLogits(sparse) .mean(), the positive / negative embedding
distance terms with Pow and ops.maximum(out, 0).mean(); the sampled k indices are fixed here (structured_sampling
draws them with numpy's random).  A third run puts float32 nn.MatMul in every layer and the loss (the GPU branch).  Records: embeddings, loss, gradients, TrainNetWrapper (the zoo's TrainOneStepCell,
Adam with weight decay) for NSTEP epochs, score_model's Exp(Softmax) scores, trained weights.  src/ms_utils and
sklearn.model_selection (imported by src/sgcn.py, unused here) are name-only modules made by the driver."""
import os, sys, types
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _z51 import *
from mindspore import ops
for name, attrs in (("src.ms_utils", ("calculate_auc", "setup_features")), ("sklearn.model_selection", ("train_test_split",))):
    m = types.ModuleType(name)
    for a in attrs:
        setattr(m, a, None)
    sys.modules[name] = m
import src
from src.sgcn import SignedGraphConvolutionalNetwork, SignedGCNTrainer
from src.metrics import LossWrapper, TrainNetWrapper

N, FDIM = 12, 6
X = data(N, FDIM, k=4)
pos = np.array([[(3 * i + 1) % N, (5 * i + 2) % N] for i in range(20)], np.int32).T
neg = np.array([[(7 * i + 3) % N, (2 * i + 5) % N] for i in range(14)], np.int32).T
pos = SignedGCNTrainer.remove_self_loops(pos); neg = SignedGCNTrainer.remove_self_loops(neg)
out("edges", [pos, neg])
ecount = pos.shape[1] + neg.shape[1]
y = np.array([0 if i < ecount // 2 else 1 for i in range(ecount)] + [2] * (ecount * 2), np.int32)
def ijk(e, s):
    i, j = e
    k = ((i * 5 + j * 3 + s) % N).astype(np.int32)
    return ms.Tensor(i.copy()), ms.Tensor(j.copy()), ms.Tensor(k)
def sample(s):
    return ijk(pos, s) + ijk(neg, s + 1) + ijk(pos, s + 2) + ijk(neg, s + 3)
rp, rn = ms.Tensor(pos), ms.Tensor(neg)
import mindspore.nn as nn
def f32(net):          # the float32 MatMul the zoo uses on GPU (triage of the float16 records)
    for _, c in net.cells_and_names():
        if hasattr(c, "matmul"):
            c.matmul = nn.MatMul()
    return net
for norm, to32 in ((True, False), (False, False), (True, True)):
    tag = ("norm" if norm else "sum") + (".f32" if to32 else "")
    net = SignedGraphConvolutionalNetwork(X, norm, True, True)
    if to32:
        f32(net)
    out(tag + ".names", set_trainable_weights(net, 0.8))
    out(tag + ".z", guard(tag + ".z", net, rp, rn))
    wl = LossWrapper(net, ms.Tensor(y), 1.0)
    if to32:
        f32(wl)
    out(tag + ".loss", guard(tag + ".loss", wl, rp, rn, *sample(0)))
    grads(tag + ".grads", wl, rp, rn, *sample(0))
    net = SignedGraphConvolutionalNetwork(X, norm, True, True)
    set_trainable_weights(net, 0.8)
    tn = TrainNetWrapper(net, y, weight_decay=1e-5, learning_rate=0.01, lamb=1.0)
    if to32:
        f32(tn)
    tn.set_train()
    out(tag + ".train", [guard(tag + ".train", tn, rp, rn, *sample(e)) for e in range(NSTEP)])
    weights(tag + ".w", net)
    z = net(rp, rn)
    score_edges = ms.Tensor(np.concatenate([pos[:, :4].T.reshape(-1), neg[:, :3].T.reshape(-1)]), ms.int32)
    scores = ops.matmul(z[score_edges].reshape(-1, z.shape[1] * 2), net.regression_weights) + net.regression_bias
    prob = ops.Exp()(ops.Softmax(axis=1)(scores))
    out(tag + ".scores", prob[:, 0] / prob[:, 0:2].sum(1))
