"""GTZANDataset usage='train'/'valid'/'test': MindSpore 2.10 reads the files of fixed split lists (the
fault-filtered GTZAN split: 443 / 197 / 290 of the 1000 genre.000NN names), genre by genre in list order, and skips
listed files that are absent; 'all' reads every genre/*.wav.  msgraph listed files only for 'all' (the splits found
no data).  A full synthetic tree (10 genres x 100 tiny files whose first sample is the file number) records which
files each usage reads and in what order; a sparse tree records the skipping."""
import os
import tempfile
import wave

import numpy as np

import mindspore.dataset as ds
from _conf import emit

MODES = ("pynative",)
GENRES = ["blues", "classical", "country", "disco", "hiphop", "jazz", "metal", "pop", "reggae", "rock"]
tmp = tempfile.mkdtemp()


def wav(path, first):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with wave.open(path, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(22050)
        w.writeframes(np.array([first, 7], "<i2").tobytes())


def err(label, fn):
    try:
        emit(label, fn())
    except Exception as e:  # noqa: BLE001
        s = str(e)
        k = s.find("[ERROR]")
        cls = next(c for c in (TypeError, ValueError, RuntimeError, Exception) if isinstance(e, c)).__name__
        emit(label, (cls, (s[k:] if k >= 0 else s).splitlines()[0].replace(tmp, "<tmp>")[:70]))


def files(d):
    """(genre, file number) of each row, in order."""
    return [(str(r[2]), int(round(float(r[0][0][0]) * 32767)))
            for r in d.create_tuple_iterator(num_epochs=1, output_numpy=True)]


full = os.path.join(tmp, "full")
for g in GENRES:
    for i in range(100):
        wav(os.path.join(full, g, f"{g}.{i:05d}.wav"), i)
for usage in ("train", "valid", "test"):
    d = ds.GTZANDataset(full, usage=usage, shuffle=False)
    rows = files(d)
    emit(f"{usage}_size", (d.get_dataset_size(), len(rows)))
    emit(f"{usage}_genre_order", [g for k, (g, _) in enumerate(rows) if k == 0 or rows[k - 1][0] != g])
    emit(f"{usage}_files", {g: [i for gg, i in rows if gg == g] for g in GENRES})
emit("all_size", ds.GTZANDataset(full, usage="all").get_dataset_size())
emit("all_sorted", sorted(files(ds.GTZANDataset(full, usage="all", shuffle=False))) ==
     sorted((g, i) for g in GENRES for i in range(100)))
emit("train_sample_columns", [(c.dtype, c.shape) for c in next(
    ds.GTZANDataset(full, usage="train", shuffle=False).create_tuple_iterator(num_epochs=1, output_numpy=True))])
emit("test_shard", files(ds.GTZANDataset(full, usage="test", num_shards=4, shard_id=3, shuffle=False,
                                         num_samples=5)))
emit("valid_sampler", files(ds.GTZANDataset(full, usage="valid", sampler=ds.SequentialSampler(190, 4))))

sparse = os.path.join(tmp, "sparse")
for rel in ["rock/rock.00000.wav", "rock/rock.00010.wav", "blues/blues.00000.wav", "jazz/jazz.00054.wav",
            "pop/pop.00099.wav", "rock/rock.00100.wav", "other/other.00001.wav"]:
    wav(os.path.join(sparse, rel), int(rel.split(".")[1]))
for usage in ("train", "valid", "test", "all"):
    err(f"sparse_{usage}", lambda: sorted(files(ds.GTZANDataset(sparse, usage=usage, shuffle=False))))
    err(f"sparse_{usage}_size", lambda: ds.GTZANDataset(sparse, usage=usage).get_dataset_size())
empty = os.path.join(tmp, "empty")
wav(os.path.join(empty, "rock", "rock.00050.wav"), 50)     # in no split list
err("empty_train_size", lambda: ds.GTZANDataset(empty, usage="train").get_dataset_size())
err("empty_train_rows", lambda: files(ds.GTZANDataset(empty, usage="train")))
