"""official/nlp/Transformer: TransformerModel from a small TransformerConfig (batch 2, seq 8, vocab 40, hidden 16,
2 layers, 2 heads, intermediate 32, dropout 0): training graph (EmbeddingLookup + sinusoid position encoding,
encoder/decoder cells with pre-LayerNorm, future mask, PredLogProbs on the shared embedding table), the zoo's
TransformerTrainingLoss (label smoothing 0.1, OneHot, tuple_to_array), TransformerNetworkWithLoss, parameter grads,
create_dynamic_lr("constant*rsqrt_hidden*linear_warmup*rsqrt_decay"), TransformerTrainOneStepCell (Adam, @jit
clip_grads through a MultitypeFuncGraph with hyper_map) and TransformerTrainOneStepWithLossScaleCell
(DynamicLossScaleManager's update cell) under Model(netwithgrads).train; inference: TransformerModel(is_training=
False) with the zoo's BeamSearchDecoder (beam 2, max_decode_length 5, loop_can_unroll, TileBeam, Mod, LengthPenalty,
TopK over beam x vocab, GatherNd) in float32 and float16 compute (eval.py), the training weights loaded into it."""
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _z33 import *
import mindspore.nn as nn
import mindspore.dataset as ds
from src.transformer_model import TransformerConfig, TransformerModel
from src.transformer_for_train import (TransformerNetworkWithLoss, TransformerTrainOneStepCell,
                                       TransformerTrainOneStepWithLossScaleCell)
from src.lr_schedule import create_dynamic_lr

if "bool" not in np.__dict__:   # beam_search.py uses np.bool: gone in MindSpore's numpy 1.2x, back in numpy 2
    np.bool = np.bool_
B, S, V = 2, 8, 40
def cfg(ct=ms.float32, bs=B):
    return TransformerConfig(batch_size=bs, seq_length=S, vocab_size=V, hidden_size=16, num_hidden_layers=2,
                             num_attention_heads=2, intermediate_size=32, hidden_act="relu", hidden_dropout_prob=0.0,
                             attention_probs_dropout_prob=0.0, max_position_embeddings=S, initializer_range=0.02,
                             label_smoothing=0.1, beam_width=2, max_decode_length=5, length_penalty_weight=1.0,
                             dtype=ms.float32, compute_type=ct)
def batch(k):
    src = ((np.arange(B * S).reshape(B, S) * (3 + k) + 2 * k + 1) % (V - 2) + 2).astype(np.int32)
    smask = np.ones((B, S), np.int32); smask[1, S - 2:] = 0; src[1, S - 2:] = 0
    tgt = np.roll(src, 1, axis=1); tgt[:, 0] = 1
    tmask = smask.copy()
    lab = src.copy(); lw = smask.copy()
    return src, smask, tgt, tmask, lab, lw

net = TransformerNetworkWithLoss(cfg(), True)
out("names", set_weights(net, 0.5))
args = [ms.Tensor(v) for v in batch(0)]
out("logprobs", guard("logprobs", net.transformer, *args[:4]))
out("loss", guard("loss", net, *args))
g = guard("grads", ms.grad(net, grad_position=None, weights=net.trainable_params()), *args)
if g is not None:
    out("grads", {p.name: v for p, v in zip(net.trainable_params(), g)})
lr = create_dynamic_lr(schedule="constant*rsqrt_hidden*linear_warmup*rsqrt_decay", training_steps=2 * NSTEP,
                       learning_rate=2.0, warmup_steps=2, hidden_size=16, start_decay_step=3, min_lr=0.0)
out("lr", lr)
cols = ["source_eos_ids", "source_eos_mask", "target_sos_ids", "target_sos_mask", "target_eos_ids", "target_eos_mask"]
def dset():
    rows = []
    for k in range(NSTEP):
        b = batch(k)
        rows += [tuple(v[j] for v in b) for j in range(B)]
    return ds.GeneratorDataset(rows, cols, shuffle=False).batch(B, drop_remainder=True)
for tag in ("plain", "scale"):
    net = TransformerNetworkWithLoss(cfg(), True)
    set_weights(net, 0.5)
    opt = nn.Adam(net.trainable_params(), ms.Tensor(lr, ms.float32))
    if tag == "plain":
        wg = TransformerTrainOneStepCell(net, optimizer=opt)
    else:
        sm = ms.DynamicLossScaleManager(init_loss_scale=1024, scale_factor=2, scale_window=2)
        wg = TransformerTrainOneStepWithLossScaleCell(net, optimizer=opt, scale_update_cell=sm.get_update_cell())
    wg.set_train(True)
    model = ms.Model(wg)
    train_record(tag + "_train", model, dset())
    weights(tag + "_w", net)
    if tag == "scale":
        out("scale_sens", wg.loss_scale if hasattr(wg, "loss_scale") else None)
trained = {p.name: p.asnumpy() for p in net.get_parameters()}

src, smask = ms.Tensor(batch(0)[0]), ms.Tensor(batch(0)[1])
for tag, ct in (("f32", ms.float32), ("f16", ms.float16)):
    inf = TransformerModel(cfg(ct), False)
    out(tag + "_inf_names", set_weights(inf, 0.5))
    inf.set_train(False)
    out(tag + "_beam", guard(tag + "_beam", inf, src, smask))
    pd = {k: ms.Parameter(ms.Tensor(v), name=k) for k, v in trained.items() if k.startswith("transformer.")}
    pd = {k[len("transformer."):]: v for k, v in pd.items()}
    out(tag + "_load", ms.load_param_into_net(inf, pd))
    out(tag + "_beam_trained", guard(tag + "_beam_trained", inf, src, smask))
