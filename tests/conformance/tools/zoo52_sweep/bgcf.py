"""research/gnn/bgcf: BGCF (user / item embeddings gathered by node ids, MeanConv and AttenConv aggregators under
to_float(float16): ReduceMean, Concat, MatMul, Tanh, BatchMatMul attention with Softmax, Squeeze), BGCFLoss (float16
casts, Split, Pow distances, BatchMatMul ratings, Sigmoid / Log BPR loss, L2Loss), LossWrapper, the zoo's
TrainOneStepCell (GradOperation with sens from P.Fill, F.depend) inside TrainBGCF with Adam(eps 1e-8), and
ForwardBGCF (eval's representation path).  12 users, 14 items, 8-dimensional embeddings, batch 4 pairs, 10 negatives,
4 raw / 3 sampled neighbours, dropout 0 (random otherwise).  Records: forward outputs, loss, gradients, NSTEP train
steps, ForwardBGCF, trained weights."""
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _z52 import *
from src.bgcf import BGCF
from src.callback import LossWrapper, TrainBGCF, ForwardBGCF

NU, NI, D, B, NEG, RAW, GNEW = 12, 14, 8, 4, 10, 4, 3
net = BGCF([D, NU, NI], D, "tanh", [0.0, 0.0, 0.0], NU, NI, D)
out("names", set_trainable_weights(net, 0.8))


def ids(n, hi, k, shape=None):
    a = ((np.arange(n) * 7 + 3 * k + 1) % hi).astype(np.int32)
    return ms.Tensor(a.reshape(shape) if shape else a)


def batch(k):
    return (ids(B, NU, k), ids(B, NI, k + 1), ids(B * NEG, NI, k + 2, (B, NEG)), ids(B, NU, k + 3), ids(B, NI, k + 4),
            ids(2 * B, NU, k + 5), ids(2 * B * RAW, NI, k + 6, (2 * B, RAW)), ids(2 * B * GNEW, NI, k + 7, (2 * B, GNEW)),
            ids(2 * B, NI, k + 8), ids(2 * B * RAW, NU, k + 9, (2 * B, RAW)), ids(2 * B * GNEW, NU, k + 10, (2 * B, GNEW)),
            ids(B * NEG, NI, k + 11), ids(B * NEG * RAW, NU, k + 12, (B * NEG, RAW)),
            ids(B * NEG * GNEW, NU, k + 13, (B * NEG, GNEW)))


x = batch(0)
net.set_train(True)
out("fwd", guard("fwd", net, *x, NEG))
lw = LossWrapper(net, NEG, 0.03, 0.003)
out("loss", guard("loss", lw, *x))
grads("grads", lw, *x)
fwd = ForwardBGCF(net)
fwd.set_train(False)
users, items = ms.Tensor(np.arange(NU, dtype=np.int32)), ms.Tensor(np.arange(NI, dtype=np.int32))
eval_in = (users, items, ms.Tensor(np.arange(NI, dtype=np.int32).reshape(-1, 1)),
           ids(NU * RAW, NI, 30, (NU, RAW)), ids(NU * GNEW, NI, 31, (NU, GNEW)),
           ids(NI * RAW, NU, 32, (NI, RAW)), ids(NI * GNEW, NU, 33, (NI, GNEW)))
out("forward_bgcf", guard("forward_bgcf", fwd, *eval_in))
tr = TrainBGCF(net, NEG, 0.03, 0.01, 1e-8, 0.003)
tr.set_train(True)
out("train", [guard("train", tr, *batch(10 * (s + 1))) for s in range(NSTEP)])
weights("w", net)
out("forward_bgcf.after", guard("forward_bgcf.after", fwd, *eval_in))
