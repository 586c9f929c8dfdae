"""The audio corpus sources (YesNo, SpeechCommands, LJSpeech, GTZAN, CMUArctic, LibriTTS) on tiny generated wav
files; MindSpore's recorded values are in tests/conformance/programs/ds_text_audio/audio_sources.py."""
import os
import wave

import numpy as np
import pytest

import msgraph.dataset as ds


def _wav(path, samples, rate=16000, channels=1):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with wave.open(str(path), "wb") as w:
        w.setnchannels(channels)
        w.setsampwidth(2)
        w.setframerate(rate)
        w.writeframes(np.asarray(samples, "<i2").tobytes())


def test_yes_no_scaling_and_columns(tmp_path):
    _wav(tmp_path / "1_0_1_0_1_0_1_0.wav", [0, 32767, -32768, 2], rate=8000, channels=2)
    (waveform, rate, label), = [tuple(r) for r in ds.YesNoDataset(str(tmp_path)).create_tuple_iterator(
        num_epochs=1, output_numpy=True)]
    assert waveform.dtype == np.float32 and waveform.shape == (1, 4)   # channels interleaved, as MindSpore
    np.testing.assert_array_equal(waveform, np.array([[0, 1, -32768 / 32767, 2 / 32767]], np.float32))
    assert rate.dtype == np.int32 and int(rate) == 8000
    assert label.dtype == np.int32 and label.tolist() == [1, 0, 1, 0, 1, 0, 1, 0]


def test_speech_commands_usage(tmp_path):
    for rel in ("a/x_nohash_0.wav", "a/y_nohash_1.wav", "b/x_nohash_2.wav", "_background_noise_/n.wav"):
        _wav(tmp_path / rel, [1, 2])
    (tmp_path / "testing_list.txt").write_text("a/y_nohash_1.wav\n")
    (tmp_path / "validation_list.txt").write_text("b/x_nohash_2.wav\n")
    sizes = {u: len(list(ds.SpeechCommandsDataset(str(tmp_path), usage=u).create_tuple_iterator(num_epochs=1)))
             for u in ("all", "train", "test", "valid")}
    assert sizes == {"all": 3, "train": 1, "test": 1, "valid": 1}
    with pytest.raises(ValueError, match="usage is not within the valid set"):
        ds.SpeechCommandsDataset(str(tmp_path), usage="dev")


def test_cmu_arctic_and_sharding(tmp_path):
    root = tmp_path / "cmu_us_aew_arctic"
    os.makedirs(root / "etc")
    (root / "etc" / "txt.done.data").write_text('( arctic_a0001 "Dog." )\n( arctic_a0002 "Cat." )\n')
    for i in (1, 2):
        _wav(root / "wav" / f"arctic_a000{i}.wav", [i])
    rows = [tuple(r) for r in ds.CMUArcticDataset(str(tmp_path), shuffle=False).create_tuple_iterator(
        num_epochs=1, output_numpy=True)]
    assert [(r[2].item(), r[3].item()) for r in rows] == [("Dog.", "a0001"), ("Cat.", "a0002")]
    assert rows[0][1].dtype == np.uint32
    assert ds.CMUArcticDataset(str(tmp_path), num_shards=2, shard_id=1).get_dataset_size() == 1
    with pytest.raises(ValueError, match="Input name is not within the valid set"):
        ds.CMUArcticDataset(str(tmp_path), name="zzz")


def test_gtzan_split_usages(tmp_path):
    for rel in ["rock/rock.00000.wav", "rock/rock.00010.wav", "rock/rock.00038.wav", "blues/blues.00000.wav",
                "jazz/jazz.00054.wav", "jazz/jazz.00099.wav", "jazz/jazz.00035.wav", "noise/noise.00001.wav"]:
        _wav(tmp_path / rel, np.array([int(rel.split(".")[1]), 0], np.int16))

    def files(usage):
        return [(str(r[2]), int(round(float(r[0][0][0]) * 32767))) for r in
                ds.GTZANDataset(str(tmp_path), usage=usage, shuffle=False).create_tuple_iterator(
                    num_epochs=1, output_numpy=True)]
    assert files("train") == [("jazz", 54), ("rock", 0)]
    assert files("valid") == [("blues", 0), ("rock", 38)]
    assert files("test") == [("jazz", 99), ("rock", 10)]
    assert len(files("all")) == 7      # jazz.00035 is in no split; the 'noise' folder is no genre
    assert ds.GTZANDataset(str(tmp_path), usage="valid").get_dataset_size() == 2
