"""research/recommend/fibinet: FiBiNetModel (wide / deep nn.EmbeddingLookup, mask Mul, SENETLayer: ReduceMean
squeeze + Dense-ReLU excitation + ExpandDims re-weighting; BilinearInteraction 'all' / 'each' / 'interaction':
inputs[:, list, :] gathers over itertools.combinations, ops.Split(1, n), per-field Dense in CellLists, Concat; the
zoo's DenseLayers with convert_dtype (float16 MatMul) and relu; wide bias) from the zoo's yaml config
(src/model_utils/config.py) shrunk: field_size 6 (dense_dim 2, slot_dim 4), vocab 50, emb_dim 4, deep [16, 8, 8],
batch 4.  MindSpore 2.10's nn.EmbeddingLookup refuses the zoo's vocab_cache_size keyword (TypeError, both; recorded):
the driver imports a copy of src/fibinet.py without it (src/fibinet_p.py).  Records: forward (logits, embedding table), NetWithLossClass (SigmoidCrossEntropyWithLogits + the l2 term)
wide / deep losses, gradients of both, get_fibinet_net's TrainStepWrap (FTRL for the wide weights, Adam for the
deep ones, sens 1024, two GradOperations over IthOutputCell) run NSTEP steps through Model(train_net,
eval_network=PredictWithSigmoid, metrics={"auc": AUCMetric}) with the zoo's LossCallBack, model.eval (AUC through
zoo33's roc_auc_score stub, put first on both sides), trained weights."""
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _z51 import *
sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "zoo33_sweep", "stubs"))
import mindspore.nn as nn
import mindspore.dataset as ds
from src.model_utils.config import config
config.field_size = 6; config.dense_dim = 2; config.slot_dim = 4; config.vocab_size = 50; config.emb_dim = 4
config.deep_layer_dim = [16, 8, 8]; config.batch_size = 4; config.eval_batch_size = 4; config.device_target = "CPU"
# MindSpore 2.10's nn.EmbeddingLookup has no vocab_cache_size (TypeError on both sides, recorded): a copy of
# src/fibinet.py without that keyword, written beside it and imported as src.fibinet
import re, importlib
out("embedding_cache_kw", guard("embedding_cache_kw", nn.EmbeddingLookup, 50, 4, target="DEVICE", sparse=False,
                                vocab_cache_size=0) is not None)
src_text = open("src/fibinet.py").read()
patched = re.sub(r",\s*vocab_cache_size=config.vocab_cache_size\)", ")", src_text)
out("patched_sites", src_text.count("vocab_cache_size=config.vocab_cache_size"))
with open("src/fibinet_p.py", "w") as f:
    f.write(patched)
sys.modules["src.fibinet"] = importlib.import_module("src.fibinet_p")
from src.fibinet import FiBiNetModel, NetWithLossClass, PredictWithSigmoid
from src.model_builder import get_fibinet_net
from src.metrics import AUCMetric
from src.callbacks import LossCallBack

B, F = 4, 6
def batch(i):
    ids = ((np.arange(B * F) * (3 + i) + 7 * i) % 50).reshape(B, F).astype(np.int32)
    wts = (0.5 + 0.5 * np.abs(data(B, F, k=30 + i))).astype(np.float32)
    lab = (((np.arange(B) + i) % 3) == 0).astype(np.float32).reshape(B, 1)
    return ids, wts, lab
ids, wts, lab = batch(0)
for bt in ("all", "each", "interaction"):
    config.bilinear_type = bt
    net = FiBiNetModel(config)
    out(bt + ".names", set_trainable_weights(net, 0.8))
    out(bt + ".fwd", guard(bt + ".fwd", net, ms.Tensor(ids), ms.Tensor(wts)))
    wl = NetWithLossClass(net, config)
    out(bt + ".loss", guard(bt + ".loss", wl, ms.Tensor(ids), ms.Tensor(wts), ms.Tensor(lab)))
    params = wl.trainable_params()
    def deep_loss(a, b, c):
        return wl(a, b, c)[1]
    g = guard(bt + ".grads", ms.grad(deep_loss, grad_position=None, weights=params),
              ms.Tensor(ids), ms.Tensor(wts), ms.Tensor(lab))
    if g is not None:
        out(bt + ".grads", {p.name: v for p, v in zip(params, g)})
config.bilinear_type = "each"
train_net, eval_net = get_fibinet_net(config)
set_trainable_weights(train_net.network, 0.8)
auc = AUCMetric()
model = ms.Model(train_net, eval_network=eval_net, metrics={"auc": auc})
rows = [batch(i) for i in range(NSTEP)]
d = ds.NumpySlicesDataset({"ids": np.concatenate([r[0] for r in rows]), "wts": np.concatenate([r[1] for r in rows]),
                           "label": np.concatenate([r[2] for r in rows])}, shuffle=False).batch(B)
seen = []
class Rec(ms.train.Callback):
    def step_end(self, rc):
        seen.append(rc.original_args().net_outputs)
config.loss_file_name = os.path.join(__import__("tempfile").mkdtemp(prefix="zoo51_fibinet_"), "loss.log")
guard("train", model.train, 1, d, callbacks=[LossCallBack(config=config), Rec()], dataset_sink_mode=False)
out("train", seen)
weights("train_w", train_net.network)
out("eval", guard("eval", model.eval, d, dataset_sink_mode=False))
