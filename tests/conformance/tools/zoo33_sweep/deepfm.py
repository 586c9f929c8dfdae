"""official/recommend/DeepFM: DeepFMModel from an edict config (batch 4, 6 fields, vocab 30, emb 4, deep layers
[16, 8, 8, 4] relu), float16 DenseLayers (convert_dtype True, train.py's non-CPU branch) and float32 (CPU branch):
forward (Gather of fm_w / embedding table, FM square-sum, deep MLP), NetWithLossClass (SigmoidCrossEntropyWithLogits +
l2 on the tables), parameter grads, TrainStepWrap (Adam eps 5e-8, loss_scale 1024 with a Fill'ed sens, GradOperation
sens_param), PredictWithSigmoid, ModelBuilder.get_train_eval_net + get_callback_list (ModelCheckpoint, EvalCallBack
with AUCMetric, LossCallBack) in Model(train_net, eval_network=eval_net, metrics={'auc': AUCMetric()}).train, then
Model.eval, checkpoint loaded back."""
import os, sys, tempfile
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _z33 import *
import mindspore.dataset as ds
from easydict import EasyDict as edict
from src.deepfm import ModelBuilder, DeepFMModel, NetWithLossClass, TrainStepWrap, PredictWithSigmoid, AUCMetric

BS, F, VOC = 4, 6, 30
save = tempfile.mkdtemp()
def cfg(conv):
    return edict(batch_size=BS, data_field_size=F, data_vocab_size=VOC, data_emb_dim=4,
                 deep_layer_args=[[16, 8, 8, 4], "relu"], init_args=[-0.01, 0.01], weight_bias_init=['normal', 'normal'],
                 keep_prob=0.9, convert_dtype=conv, l2_coef=8e-5, learning_rate=5e-4, epsilon=5e-8, loss_scale=1024.0,
                 save_checkpoint=True, save_checkpoint_steps=NSTEP, keep_checkpoint_max=2, ckpt_file_name_prefix="deepfm",
                 output_path=save, eval_callback=True, loss_callback=True, eval_file_name="auc.log",
                 loss_file_name="loss.log")
def batch(k):
    ids = ((np.arange(BS * F).reshape(BS, F) * (5 + k) + k) % VOC).astype(np.int32)
    wts = (0.5 + 0.5 * np.abs(data(BS, F, k=k))).astype(np.float32) * PERT
    lab = np.array([[(i + k) % 2] for i in range(BS)], np.float32)
    return ids, wts, lab
for tag, conv in (("f16", True), ("f32", False)):
    c = cfg(conv)
    net = DeepFMModel(c)
    out(tag + "_names", set_weights(net, 0.5))
    ids, wts, lab = (ms.Tensor(v) for v in batch(0))
    out(tag + "_fwd", guard(tag + "_fwd", net, ids, wts))
    ln = NetWithLossClass(net, l2_coef=c.l2_coef)
    out(tag + "_loss", guard(tag + "_loss", ln, ids, wts, lab))
    g = guard(tag + "_grads", ms.grad(ln, grad_position=None, weights=net.trainable_params()), ids, wts, lab)
    if g is not None:
        out(tag + "_grads", [v for v in g])
    tw = TrainStepWrap(ln, lr=c.learning_rate, eps=c.epsilon, loss_scale=c.loss_scale)
    out(tag + "_steps", [guard(tag + "_step", tw, *(ms.Tensor(v) for v in batch(k))) for k in range(NSTEP)])
    weights(tag + "_w", net)
    pw = PredictWithSigmoid(net)
    out(tag + "_pred", guard(tag + "_pred", pw, ids, wts, lab))

def dset(k0, n):
    rows = []
    for k in range(n):
        i, w, l = batch(k0 + k)
        rows += [(i[j], w[j], l[j]) for j in range(BS)]
    return ds.GeneratorDataset(rows, ["ids", "wts", "label"], shuffle=False).batch(BS, drop_remainder=True)
c = cfg(False)
mb = ModelBuilder(c, c)
train_net, eval_net = mb.get_train_eval_net()
set_weights(train_net.network, 0.5)   # the net only, not the optimizer state
model = ms.Model(train_net, eval_network=eval_net, metrics={"auc": AUCMetric()})
cbs = mb.get_callback_list(model, dset(5, 2))
out("cb_types", [type(cb).__name__ for cb in cbs])
seen = []
class Rec(ms.train.Callback):
    def step_end(self, rc):
        seen.append(rc.original_args().net_outputs)
guard("train", model.train, 2, dset(0, NSTEP), callbacks=cbs + [Rec()], dataset_sink_mode=False)
out("train_losses", seen)
weights("train_w", train_net)
out("eval", guard("eval", model.eval, dset(5, 2), dataset_sink_mode=False))
out("files", sorted(f for f in os.listdir(save)))
ck = sorted(f for f in os.listdir(save) if f.endswith(".ckpt"))
if ck:
    pd = ms.load_checkpoint(os.path.join(save, ck[-1]))
    out("ckpt_keys", sorted(pd))
    net2 = DeepFMModel(c)
    out("load_ret", ms.load_param_into_net(net2, pd))
    out("reload_fwd", net2(*(ms.Tensor(v) for v in batch(0)[:2])))
