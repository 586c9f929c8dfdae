"""research/gnn/gat: GAT (AttentionAggregator CellList of AttentionHead: GNNFeatureTransform reshape-MatMul-BiasAdd,
f_1 + f_2^T self attention, LeakyReLU + the adjacency bias from src/dataset.adj_to_bias (-1e9 off the graph),
Softmax, MatMul with the features, ELU; the default-argument activation Cells shared by every head; `training is
True` dropout branches; a tuple built in a range loop, Concat / AddN output transforms) on a 12-node ring-with-chords
graph, 10 features, 3 classes, hid_units [4], n_heads [2, 1], dropout 0: forward (training True/False),
LossAccuracyWrapper (MaskedSoftMaxLoss with L2Loss over a ParameterTuple of non-bias weights, MaskedAccuracy), grads,
then train.py's loop: TrainGAT (LossNetWrapper, nn.Adam, the zoo's TrainOneStepCell with a Fill'ed sens) for NSTEP
steps with the eval net after each, in float32 and with train.py's add_flags_recursive(fp16=True)."""
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _z46 import *
from src.gat import GAT
from src.utils import LossAccuracyWrapper, TrainGAT
from src.dataset import adj_to_bias

N, F_, C = 12, 10, 3
adj = np.zeros((N, N))
for i in range(N):
    for j in (i + 1, i + 5):
        adj[i, j % N] = adj[j % N, i] = 1
biases = adj_to_bias(adj[None]).astype(np.float32)
feat = (data(1, N, F_, k=3) * (1 + PERT)).astype(np.float32)
lab = np.zeros((1, N, C), np.float32); lab[0, np.arange(N), np.arange(N) % C] = 1
tmask = (np.arange(N) < 6)[None].astype(np.float32)
vmask = (np.arange(N) >= 6)[None].astype(np.float32)
def mk(fp16):
    n = GAT(F_, C, N, [4], [2, 1], attn_drop=0.0, ftr_drop=0.0)
    set_weights(n, 0.8)
    if fp16:
        n.add_flags_recursive(fp16=True)
    return n
fx, bx = ms.Tensor(feat), ms.Tensor(biases)
for fp16 in (False, True):
    t = "f16" if fp16 else "f32"
    net = mk(fp16)
    out(t + ".names", [(p.name, tuple(p.shape)) for p in net.get_parameters()])
    out(t + ".fwd", guard(t + ".fwd", net, fx, bx))
    out(t + ".fwd_eval", guard(t + ".fwd_eval", net, fx, bx, False))
    ev = LossAccuracyWrapper(net, C, lab, vmask, 0.0005)
    out(t + ".eval", guard(t + ".eval", ev, fx, bx))
    g = guard(t + ".grads", ms.grad(lambda f, b: ev(f, b)[0], grad_position=None, weights=net.trainable_params()),
              fx, bx)
    if g is not None:
        out(t + ".grads", {p.name: v for p, v in zip(net.trainable_params(), g)})
    tr = TrainGAT(net, C, lab, tmask, 0.005 * 4, 0.0005)
    tr.set_train(True)
    res = []
    for _ in range(NSTEP):
        r = guard(t + ".train", tr, fx, bx)
        e = guard(t + ".train_eval", ev, fx, bx)
        res.append((r, e))
    out(t + ".train", res)
    weights(t + ".train_w", net)
