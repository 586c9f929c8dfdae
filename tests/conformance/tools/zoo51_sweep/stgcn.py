"""research/cv/stgcn: STGCN_Conv (STConvBlocks: Align (1x1 conv / zero-channel Concat), CausalConv2d with ops.Pad,
the GLU / GTU gate through ops.Split, TemporalConvLayer's float16 nn.Dense(n_vertex, n_vertex) declared but unused,
ChebConv (Chebyshev recursion with Stack, MatMul, Reshape, BiasAdd) and GCNConv graph convolutions, LayerNorm over
[n_vertex, C], ReLU, Dropout(p=1 - drop_rate); OutputBlock with float16 Dense fc1 / fc2 (to_float) and sigmoid)
on 6 vertices, n_his 10, Kt 3, Ks 2, blocks [[1], [8, 4, 8], [8, 4, 8], [16, 16], [1]] (two STConvBlocks, Ko 2), batch 3; the graph matrix from
src/utility.calculate_laplacian_matrix ('wid_sym_normd_lap_mat' for chebconv, 'hat_sym_normd_lap_mat' for gcnconv;
scipy's eigs) of a fixed weighted adjacency; drop_rate 1.0 (p 0: deterministic).  Records: matrices, forward (glu /
gtu, chebconv / gcnconv), LossCellWithNetwork (MSELoss after reshaping with len(x)) losses, gradients, and train.py's
Model(LossCellWithNetwork(net), optimizer=AdamWeightDecay / Adam / RMSProp on nn.exponential_decay_lr) trained 2
epochs with LossMonitor; trained weights."""
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _z51 import *
import mindspore.nn as nn
import mindspore.dataset as ds
from mindspore import dtype as mstype
from src.model import models, metric
from src import utility

NV, T, B = 6, 10, 3
adj = np.zeros((NV, NV))
for i in range(NV):
    for j in range(NV):
        if i != j and (i + j) % 3 != 0:
            adj[i, j] = 0.2 + 0.1 * ((i * 7 + j * 5) % 4)
adj = (adj + adj.T) / 2
blocks = [[1], [8, 4, 8], [8, 4, 8], [16, 16], [1]]
def mk(act, gtype):
    mat = utility.calculate_laplacian_matrix(adj, "wid_sym_normd_lap_mat" if gtype == "chebconv" else "hat_sym_normd_lap_mat")
    net = models.STGCN_Conv(3, 2, blocks, T, NV, act, gtype, ms.Tensor(mat, mstype.float32), 1.0)
    return net, mat, set_trainable_weights(net, 0.8)
x = ms.Tensor(data(B, 1, T, NV, k=3) * PERT)
y = ms.Tensor(data(B, NV, k=9))
for act, gtype in (("glu", "chebconv"), ("gtu", "chebconv"), ("glu", "gcnconv")):
    tag = act + "." + gtype
    net, mat, names = mk(act, gtype)
    out(tag + ".mat", mat.astype(np.float32))
    out(tag + ".names", names)
    net.set_train(False)
    out(tag + ".fwd", guard(tag + ".fwd", net, x))
    wl = metric.LossCellWithNetwork(net)
    wl.set_train(True)
    out(tag + ".loss", guard(tag + ".loss", wl, x, y))
    grads(tag + ".grads", wl, x, y)
xs = np.concatenate([data(B, 1, T, NV, k=i) for i in range(NSTEP)]) * PERT
ys = np.concatenate([data(B, NV, k=10 + i) for i in range(NSTEP)])
for opt_name in ("AdamW", "Adam", "RMSProp"):
    net, _, _ = mk("glu", "chebconv")
    lr = nn.exponential_decay_lr(learning_rate=0.003, decay_rate=0.7, total_step=NSTEP * 2, step_per_epoch=NSTEP,
                                 decay_epoch=1)
    out(opt_name + ".lr", lr)
    if opt_name == "RMSProp":
        opt = nn.RMSProp(net.trainable_params(), learning_rate=lr)
    elif opt_name == "Adam":
        opt = nn.Adam(net.trainable_params(), learning_rate=lr, weight_decay=0.0005)
    else:
        opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=lr, weight_decay=0.0005)
    model = ms.Model(metric.LossCellWithNetwork(net), optimizer=opt)
    d = ds.NumpySlicesDataset({"x": xs.astype(np.float32), "y": ys.astype(np.float32)}, shuffle=False).batch(B)
    train_record(opt_name + ".train", model, d, epochs=2)
    weights(opt_name + ".w", net)
