"""research/recommend/autodis: AutoDisModel (the yaml's device_target 'Ascend' path, as the zoo's default config
gives on CPU: float16 Casts around the DenseLayers' MatMuls and the meta-embedding BatchMatMul, a float16
autodis_embedding Parameter; Slice of ids / weights, Gather of the FM weights and embeddings, the AutoDis
discretisation: ExpandDims / Transpose, Softmax of the scores over temperature 1e-5, BatchMatMul with the
meta-embeddings; FM second-order term with Square / ReduceSum; four DenseLayers with RealDiv by scale_coef and
BiasAdd), NetWithLossClass (SigmoidCrossEntropyWithLogits + l2 terms), TrainStepWrap (Adam with loss_scale 1024,
GradOperation sens from P.Fill), PredictWithSigmoid.  Config shrunk: field_size 6 (split_index 3), vocab 40,
emb_dim 4, deep [16, 8, 8], hash_size 5, keep_prob 1.0 (dropout off: random otherwise), batch 4.  Records:
forward outputs, loss, gradients, NSTEP train steps, predictions, trained weights."""
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _z52 import *
sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "zoo33_sweep", "stubs"))
from types import SimpleNamespace
from src.autodis import AutoDisModel, NetWithLossClass, TrainStepWrap, PredictWithSigmoid

B, F, V = 4, 6, 40
cfg = SimpleNamespace(batch_size=B, data_field_size=F, data_vocab_size=V, data_emb_dim=4,
                      deep_layer_args=[[16, 8, 8], "relu"], init_args=[-0.01, 0.01],
                      weight_bias_init=['normal', 'normal'], keep_prob=1.0, split_index=3, hash_size=5,
                      temperature=1e-5)
net = AutoDisModel(cfg)
out("names", set_trainable_weights(net, 0.8))


def batch(i):
    ids = ((np.arange(B * F) * (3 + i) + 7 * i) % V).reshape(B, F).astype(np.int32)
    wts = (0.5 + 0.5 * np.abs(data(B, F, k=30 + i))).astype(np.float32) * PERT
    lab = (np.arange(B) % 2).reshape(B, 1).astype(np.float32)
    return ms.Tensor(ids), ms.Tensor(wts.astype(np.float32)), ms.Tensor(lab)


ids, wts, lab = batch(0)
net.set_train(True)
out("fwd", guard("fwd", net, ids, wts))
lw = NetWithLossClass(net, l2_coef=1e-6)
out("loss", guard("loss", lw, ids, wts, lab))
grads("grads", lw, ids, wts, lab)
tr = TrainStepWrap(lw, lr=1e-3, eps=1e-8, loss_scale=1024.0)
out("train", [guard("train", tr, *batch(s + 1)) for s in range(NSTEP)])
weights("w", net)
pr = PredictWithSigmoid(net)
pr.set_train(False)
out("predict", guard("predict", pr, ids, wts, lab))
